// The native player: plays with JavaScript off; the player island upgrades this same element later.
export interface PlayerProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  fallback: string;
  downloadHref: string;
  startTime?: number;
  autoplay?: boolean;
  tracks?: { src: string; kind: 'metadata' | 'captions'; label: string }[];
}

export function Player(props: PlayerProps) {
  // A media fragment (#t=) makes the native player start at start_time without script.
  const src = props.startTime ? `${props.src}#t=${props.startTime}` : props.src;
  return (
    <div className="player" style={{ aspectRatio: `${props.width} / ${props.height}` }}>
      <video
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
        {props.tracks?.map((track) => <track key={track.src} src={track.src} kind={track.kind} label={track.label} />)}
        <a href={props.downloadHref}>{props.fallback}</a>
      </video>
    </div>
  );
}
