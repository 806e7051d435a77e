// What plays the video once the player upgrades: hls.js (light build, loaded only then) on the master playlist where
// the browser has Media Source Extensions, so the rendition follows the network and the visitor can pick one; the
// browser's own player otherwise (native HLS, or the MP4s), where a pick swaps the file at the same position.
import type { Quality } from '../../worker/config/playback';
import { playerSources, renditionAt, type VideoStream } from '../../worker/domain/player-sources';


export interface Engine {
  /** Plays `quality` from where playback is, playing on if it was. */
  select(quality: Quality): void;
  /** The height of the rendition on screen now, 0 when not known yet. */
  height(): number;
  destroy(): void;
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** The visitor asked to save data, or the connection is 2G/3G: start on the lowest rendition. */
export function prefersLowStart(connection: Connection | undefined = (navigator as { connection?: Connection }).connection): boolean {
  return Boolean(connection?.saveData) || /^(slow-2g|2g|3g)$/.test(connection?.effectiveType ?? '');
}


const hasMediaSource = () => 'MediaSource' in window || 'ManagedMediaSource' in window;

/**
 * Loads what the engine needs (hls.js, where it will be used) before the element is handed over, so the download
 * runs beside video.js's. hls.js takes the element unless the browser already plays it (the visitor pressed play before
 * the upgrade: the native player goes on rather than start over) or there is no stream or no MSE.
 */
export async function loadEngine(video: HTMLVideoElement, stream: VideoStream): Promise<EngineLoader> {
  const playing = !video.paused || video.currentTime > 0;
  if (stream.master && !playing && hasMediaSource()) {
    const { default: Hls } = await import('hls.js/light');
    if (Hls.isSupported()) {
      return {
        takesElement: true,
        start: (quality, startTime) => hlsEngine(Hls, video, stream.base + stream.master, quality, startTime),
      };
    }
  }
  return { takesElement: false, start: () => nativeEngine(video, stream) };
}

export interface EngineLoader {
  /**
   * The engine feeds the element itself: its <source> list must go before video.js starts (video.js would load it
   * and replace the engine's stream), which also stops what the browser was loading of it.
   */
  takesElement: boolean;
  start(quality: Quality, startTime?: number): Engine;
}

type HlsClass = typeof import('hls.js/light').default;

function hlsEngine(Hls: HlsClass, video: HTMLVideoElement, stream: string, quality: Quality, startTime?: number): Engine {
  const hls = new Hls({
    // Never fetch more pixels than the player shows (times the screen's density): a phone does not pull 1080p.
    capLevelToPlayerSize: true,
    // Reaching for the player loads the playlists; segments only once it plays, so a hover costs no video.
    autoStartLoad: false,
    // No blob: worker under the site's CSP; fMP4 needs no transmuxing anyway.
    enableWorker: false,
    startPosition: startTime ?? -1,
    ...(prefersLowStart() ? { startLevel: 0, abrEwmaDefaultEstimate: 250_000 } : {}),
  });
  const levelOf = (height: number) => (hls.levels.length > 0 ? renditionAt(hls.levels.map((l, index) => ({ height: l.height, index })), height).index : -1);
  if (quality !== 'auto') hls.once(Hls.Events.MANIFEST_PARSED, () => (hls.currentLevel = levelOf(quality)));
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
    else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
  });
  hls.loadSource(stream);
  hls.attachMedia(video);
  const load = () => hls.startLoad(startTime ?? -1);
  if (video.autoplay) load();
  else video.addEventListener('play', load, { once: true });
  return {
    // A pick takes effect at once (what is buffered of another rendition is dropped); Auto goes back to following the
    // network from the next segment.
    select: (next) => {
      if (next === 'auto') hls.nextLevel = -1;
      else hls.currentLevel = levelOf(next);
    },
    height: () => hls.levels[hls.currentLevel]?.height ?? 0,
    destroy: () => hls.destroy(),
  };
}

function nativeEngine(video: HTMLVideoElement, stream: VideoStream): Engine {
  // What the page would list for that quality, and the first of it this browser plays: its own choice among <source>s.
  const sourceFor = (quality: Quality) =>
    playerSources(stream, quality).find((s) => (!s.media || matchMedia(s.media).matches) && video.canPlayType(s.type) !== '')?.src;
  return {
    select: (quality) => {
      const src = sourceFor(quality);
      if (!src || video.currentSrc.endsWith(src)) return;
      const at = video.currentTime;
      const paused = video.paused;
      video.src = src;
      video.addEventListener('loadedmetadata', () => {
        video.currentTime = at;
        if (!paused) void video.play();
      }, { once: true });
    },
    height: () => video.videoHeight,
    destroy: () => {},
  };
}
