// The player's upgrade, loaded when the visitor reaches for it: video.js (core build) on the page's <video>, the
// engine that feeds it (hls.js on the master playlist, or the browser's own player), the quality menu, timeline
// previews and keyboard seeking.
import type { Quality } from '../../worker/config/playback';
import type { PlayerProps } from '../player';
import { qualityOptions } from './quality-options';
import { playerDictionary } from './language';
import { addQualityMenu } from './quality-menu';
import { loadEngine, type Engine } from './streaming';
import { attachPreview, parseSpriteVtt } from './timeline-thumbnails';

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

export interface Upgraded {
  player: VjsPlayer;
  engine: Engine;
  menu: { select(quality: Quality): void } | null;
}

export async function upgrade(video: HTMLVideoElement, props: PlayerProps, quality: Quality, onChoose: (quality: Quality) => void): Promise<Upgraded> {
  loadSkin();
  const [{ default: videojs }, dictionary, loader] = await Promise.all([
    import('video.js/core.es.js'),
    playerDictionary(props.lang, props.controls),
    loadEngine(video, props.stream),
  ]);
  // video.js loads the element's <source> list again when it starts, which would restart (and pause) what the browser
  // already plays: the list goes, the resource chosen from it stays. hls.js takes an element with nothing loaded.
  if (loader.takesElement || video.currentSrc) for (const source of video.querySelectorAll('source')) source.remove();
  if (loader.takesElement) {
    video.removeAttribute('src');
    video.load();
  }
  videojs.addLanguage(props.lang, dictionary);
  const player = videojs(video, { fill: true, language: props.lang, userActions: { hotkeys }, playbackRates: [0.5, 1, 1.25, 1.5, 2] });
  // Playing already (autoplay, or the visitor pressed play first): video.js missed the element's own play events.
  if (!video.paused) player.ready(() => ['play', 'playing'].forEach((type) => video.dispatchEvent(new Event(type))));
  const engine = loader.start(quality, props.startTime);
  if (props.startTime) {
    // The native element may have its metadata (and the #t= fragment applied) before video.js arrives, and
    // video.js may load the source again: start there whenever metadata arrives at the very beginning.
    const start = () => {
      if ((player.currentTime() ?? 0) < 1) player.currentTime(props.startTime!);
    };
    if (video.readyState >= 1) start();
    player.on('loadedmetadata', start);
  }
  const options = qualityOptions(props);
  const menu = options.length > 0
    ? addQualityMenu(videojs as never, player as never, {
      title: props.qualityLabels.title,
      items: options.map((q) => ({ quality: q.quality, label: q.hd ? `${q.label} ${props.qualityLabels.hd}` : q.label })),
      current: quality,
      onSelect: (choice) => {
        engine.select(choice);
        onChoose(choice);
      },
    })
    : null;
  if (props.thumbnails) {
    const url = new URL(props.thumbnails, location.href).href;
    const text = await fetch(url).then((r) => (r.ok ? r.text() : ''));
    const progress = player.getChild('ControlBar')?.getChild('ProgressControl');
    if (progress) attachPreview(progress as never, player as never, parseSpriteVtt(text, url));
  }
  return { player, engine, menu };
}
