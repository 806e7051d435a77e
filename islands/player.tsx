// The player: a native <video> that plays with JavaScript off; hydrated, it counts the view, keeps the guest's local
// history and shows the next-video countdown at the end, and it becomes video.js (core build) on the same element and
// source, with timeline previews and keyboard seeking, when the visitor reaches for it.
import { memo, useEffect, useRef, useState } from 'react';
import type { Lang } from '../locales';
import { rememberWatched, type GuestHistoryEntry } from './guest-history-store';
import { playerDictionary, type PlayerControls } from './player/language';
import { NextVideoCard, type NextVideo, type NextVideoLabels } from './player/next-video';
import { attachPreview, parseSpriteVtt } from './player/timeline-thumbnails';

export interface PlayerProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  fallback: string;
  downloadHref: string;
  /** The page's language, which video.js speaks with these control labels. */
  lang: Lang;
  controls: PlayerControls;
  startTime?: number;
  autoplay?: boolean;
  /** WebVTT of timeline thumbnails (sprite cues). */
  thumbnails?: string;
  /** The video counted by the view beacon one second after load. */
  viewOf?: number;
  /** The watch page's signed view token for that video (worker/stats/view-token.ts); without it a view counts nothing. */
  viewToken?: string;
  /** A guest's local history entry for this video. */
  history?: GuestHistoryEntry;
  next?: NextVideo;
  nextLabels?: NextVideoLabels;
}

/** The view statistic, one second after load; its answer is ignored. */
export const VIEW_BEACON_DELAY_MS = 1000;
const SEEK_STEP = 5;

type VideoJs = typeof import('video.js/core.es.js').default;
type VjsPlayer = ReturnType<VideoJs>;

function loadSkin(): void {
  if (document.querySelector('link[data-player-skin]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/build/video-js.css';
  link.dataset.playerSkin = '';
  document.head.appendChild(link);
}

function hotkeys(this: VjsPlayer, event: KeyboardEvent): void {
  const keys: Record<string, () => void> = {
    ' ': () => (this.paused() ? void this.play() : this.pause()),
    k: () => (this.paused() ? void this.play() : this.pause()),
    f: () => (this.isFullscreen() ? void this.exitFullscreen() : void this.requestFullscreen()),
    m: () => this.muted(!this.muted()),
    ArrowLeft: () => this.currentTime(Math.max(0, (this.currentTime() ?? 0) - SEEK_STEP)),
    ArrowRight: () => this.currentTime((this.currentTime() ?? 0) + SEEK_STEP),
    ArrowUp: () => this.volume(Math.min(1, (this.volume() ?? 1) + 0.1)),
    ArrowDown: () => this.volume(Math.max(0, (this.volume() ?? 1) - 0.1)),
  };
  const action = keys[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}

/**
 * What wakes video.js: the pointer or focus reaching the player, a touch, or playback starting (from the keyboard
 * too). Compiling and starting video.js costs a phone hundreds of milliseconds of main thread, so a page whose visitor
 * reads or scrolls on never pays it, and the native controls already work until it arrives.
 */
const WAKE_EVENTS = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'focusin', 'play'] as const;

async function enhance(video: HTMLVideoElement, props: PlayerProps): Promise<VjsPlayer> {
  loadSkin();
  const [{ default: videojs }, dictionary] = await Promise.all([import('video.js/core.es.js'), playerDictionary(props.lang, props.controls)]);
  videojs.addLanguage(props.lang, dictionary);
  const player = videojs(video, { fill: true, language: props.lang, userActions: { hotkeys }, playbackRates: [0.5, 1, 1.25, 1.5, 2] });
  if (props.startTime) {
    // The native element may have its metadata (and the #t= fragment applied) before video.js arrives, and
    // video.js may load the source again: start there whenever metadata arrives at the very beginning.
    const start = () => {
      if ((player.currentTime() ?? 0) < 1) player.currentTime(props.startTime!);
    };
    if (video.readyState >= 1) start();
    player.on('loadedmetadata', start);
  }
  if (props.thumbnails) {
    const url = new URL(props.thumbnails, location.href).href;
    const text = await fetch(url).then((r) => (r.ok ? r.text() : ''));
    const progress = player.getChild('ControlBar')?.getChild('ProgressControl');
    if (progress) attachPreview(progress as never, player as never, parseSpriteVtt(text, url));
  }
  return player;
}

/** The media part never re-renders: video.js owns its DOM once it has started. */
const Media = memo(function Media({ props, onEnded }: { props: PlayerProps; onEnded: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    const box = video?.parentElement;
    if (!video || !box) return;
    let player: VjsPlayer | undefined;
    let gone = false;
    // video.js plays through this same element, so its native end is the end either way.
    video.addEventListener('ended', onEnded);
    const wake = () => {
      for (const type of WAKE_EVENTS) box.removeEventListener(type, wake, true);
      void enhance(video, props).then((p) => {
        player = p;
        if (gone) p.dispose();
      });
    };
    // Already reached for before this ran (the pointer resting on it, focus in it, playing): wake now.
    if (props.autoplay || box.matches(':hover') || box.contains(document.activeElement) || !video.paused) wake();
    else for (const type of WAKE_EVENTS) box.addEventListener(type, wake, { capture: true, passive: true });
    return () => {
      gone = true;
      video.removeEventListener('ended', onEnded);
      for (const type of WAKE_EVENTS) box.removeEventListener(type, wake, true);
      player?.dispose();
    };
  }, []);
  // A media fragment (#t=) makes the native player start at start_time without script.
  const src = props.startTime ? `${props.src}#t=${props.startTime}` : props.src;
  // video.js wraps the <video> where it stands; this box keeps that inside a node Preact never moves.
  return (
    <div className="player__media">
      <video
        ref={ref}
        className="video-js"
        controls
        preload="metadata"
        playsInline
        poster={props.poster}
        width={props.width}
        height={props.height}
        autoPlay={props.autoplay}
        muted={props.autoplay}
      >
        <source src={src} type="video/mp4" />
        {props.thumbnails && <track src={props.thumbnails} kind="metadata" label="thumbnails" />}
        <a href={props.downloadHref}>{props.fallback}</a>
      </video>
    </div>
  );
});

export default function Player(props: PlayerProps) {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (props.history) rememberWatched(props.history);
    if (!props.viewOf || !props.viewToken) return;
    const view = new URLSearchParams({ act: 'view', section: 'videos', object_id: String(props.viewOf), token: props.viewToken });
    const timer = setTimeout(() => navigator.sendBeacon('/api/stat.php', view), VIEW_BEACON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="player" style={{ aspectRatio: `${props.width} / ${props.height}` }}>
      <Media props={props} onEnded={() => setEnded(true)} />
      {ended && props.next && props.nextLabels && <NextVideoCard next={props.next} labels={props.nextLabels} onCancel={() => setEnded(false)} />}
    </div>
  );
}
