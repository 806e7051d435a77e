// The player: a native <video> that plays with JavaScript off (native HLS where the browser has it, else the MP4 its
// screen suits), with a row of quality links under it; hydrated, it counts the view, keeps the guest's local history
// and shows the next-video countdown at the end, and when the visitor reaches for it, it becomes video.js (core
// build) on the same element, streaming adaptively through hls.js, with a quality menu, timeline previews and
// keyboard seeking.
import { memo, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Lang } from '../locales';
import type { Quality } from '../worker/config/playback';
import { playerSources, type VideoStream } from '../worker/domain/player-sources';
import { browserOnly } from './browser-only';
import { rememberWatched, type GuestHistoryEntry } from './guest-history-store';
import type { PlayerControls } from './player/control-texts';
import { NextVideoCard, type NextVideo, type NextVideoLabels } from './player/next-video';
import { qualityOptions, type QualityOption } from './player/quality-options';
import type { Upgraded } from './player/upgrade';

export interface PlayerProps {
  /** The video's files: the master playlist and each rendition, in one signed folder. */
  stream: VideoStream;
  /** The visitor's quality (its cookie): Auto, or a height the video has. */
  quality: Quality;
  /** The link that chooses a quality and comes back to this page, `{quality}` standing for auto or a height. */
  qualityHref: string;
  /** "Quality", "Auto", "HD", "{height}p". */
  qualityLabels: { title: string; auto: string; hd: string; height: string };
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

/** Where the row under the player reaches the upgraded player: a choice waits for the upgrade when made before it. */
interface QualityControl {
  choose(quality: Quality): void;
}

/** The view statistic, one second after load; its answer is ignored. */
export const VIEW_BEACON_DELAY_MS = 1000;
/**
 * What wakes video.js: the pointer or focus reaching the player, a touch, or playback starting (from the keyboard
 * too). Compiling and starting video.js costs a phone hundreds of milliseconds of main thread, so a page whose visitor
 * reads or scrolls on never pays it, and the native controls already work until it arrives.
 */
const WAKE_EVENTS = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'focusin', 'play'] as const;

/** The media part never re-renders: video.js owns its DOM once it has started. */
const Media = memo(function Media({ props, control, onEnded, onChoose }: {
  props: PlayerProps;
  control: { current: QualityControl | null };
  onEnded: () => void;
  onChoose: (quality: Quality) => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    const box = video?.parentElement;
    if (!video || !box) return;
    let upgraded: Upgraded | undefined;
    let waking = false;
    let pending: Quality = props.quality;
    let gone = false;
    // video.js plays through this same element, so its native end is the end either way.
    video.addEventListener('ended', onEnded);
    const wake = () => {
      if (waking) return;
      waking = true;
      for (const type of WAKE_EVENTS) box.removeEventListener(type, wake, true);
      // video.js, hls.js and the code that joins them arrive now, not with the page.
      void browserOnly().playerUpgrade().then(({ upgrade }) => upgrade(video, props, pending, onChoose)).then((done) => {
        upgraded = done;
        if (gone) {
          done.engine.destroy();
          done.player.dispose();
        } else if (pending !== props.quality) {
          done.engine.select(pending);
          done.menu?.select(pending);
        }
      });
    };
    control.current = {
      choose: (quality) => {
        pending = quality;
        if (upgraded) {
          upgraded.engine.select(quality);
          upgraded.menu?.select(quality);
        } else wake();
      },
    };
    // Already reached for before this ran (the pointer resting on it, focus in it, playing): wake now.
    if (props.autoplay || box.matches(':hover') || box.contains(document.activeElement) || !video.paused) wake();
    else for (const type of WAKE_EVENTS) box.addEventListener(type, wake, { capture: true, passive: true });
    return () => {
      gone = true;
      control.current = null;
      video.removeEventListener('ended', onEnded);
      for (const type of WAKE_EVENTS) box.removeEventListener(type, wake, true);
      upgraded?.engine.destroy();
      upgraded?.player.dispose();
    };
  }, []);
  // A media fragment (#t=) makes the native player start at start_time without script.
  const at = (src: string) => (props.startTime ? `${src}#t=${props.startTime}` : src);
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
        {playerSources(props.stream, props.quality).map((source) => <source key={source.src} src={at(source.src)} type={source.type} media={source.media} />)}
        {props.thumbnails && <track src={props.thumbnails} kind="metadata" label="thumbnails" />}
        <a href={props.downloadHref}>{props.fallback}</a>
      </video>
    </div>
  );
});

/** Auto and each rendition as links: they choose without JavaScript; with it, in place. */
function QualityRow({ title, hd, options, quality, onPick }: {
  title: string;
  hd: string;
  options: readonly QualityOption[];
  quality: Quality;
  onPick: (event: MouseEvent<HTMLAnchorElement>, option: QualityOption) => void;
}) {
  return (
    <nav className="quality" aria-label={title}>
      <span className="quality__title">{title}:</span>
      <ul>
        {options.map((option) => (
          <li key={String(option.quality)}>
            <a href={option.href} rel="nofollow" aria-current={option.quality === quality ? 'true' : undefined} onClick={(event) => onPick(event, option)}>
              {option.label}
              {option.hd && <span className="quality__hd"> {hd}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Player(props: PlayerProps) {
  const [ended, setEnded] = useState(false);
  const [quality, setQuality] = useState<Quality>(props.quality);
  const control = useRef<QualityControl | null>(null);
  useEffect(() => {
    if (props.history) rememberWatched(props.history);
    if (!props.viewOf || !props.viewToken) return;
    const view = new URLSearchParams({ act: 'view', section: 'videos', object_id: String(props.viewOf), token: props.viewToken });
    const timer = setTimeout(() => navigator.sendBeacon('/api/stat.php', view), VIEW_BEACON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  /** A choice made in the menu or the row: shown in both, kept for later pages by the row's own link (its cookie). */
  const options = qualityOptions(props);
  const remember = (choice: Quality) => {
    setQuality(choice);
    const option = options.find((q) => q.quality === choice);
    if (option) void fetch(option.href, { redirect: 'manual', credentials: 'same-origin' }).catch(() => {});
  };
  const pick = (event: MouseEvent<HTMLAnchorElement>, option: QualityOption) => {
    if (!control.current) return;
    event.preventDefault();
    control.current.choose(option.quality);
    remember(option.quality);
  };
  return (
    <>
      <div className="player" style={{ aspectRatio: `${props.width} / ${props.height}` }}>
        <Media props={props} control={control} onEnded={() => setEnded(true)} onChoose={remember} />
        {ended && props.next && props.nextLabels && <NextVideoCard next={props.next} labels={props.nextLabels} onCancel={() => setEnded(false)} />}
      </div>
      {options.length > 0 && <QualityRow title={props.qualityLabels.title} hd={props.qualityLabels.hd} options={options} quality={quality} onPick={pick} />}
    </>
  );
}
