// Timeline thumbnail previews: reads the WebVTT sprite track (cues of `sprite.jpg#xywh=x,y,w,h`) and shows the
// frame under the pointer above video.js's progress bar.
export interface SpriteCue {
  start: number;
  end: number;
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

function seconds(stamp: string): number {
  const parts = stamp.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** Parses the cues of a thumbnail VTT; relative sprite URLs resolve against the VTT's own URL. */
export function parseSpriteVtt(text: string, base: string): SpriteCue[] {
  const cues: SpriteCue[] = [];
  const pattern = /([\d:.]+)\s+-->\s+([\d:.]+)[^\n]*\n([^\n#]+)#xywh=(\d+),(\d+),(\d+),(\d+)/g;
  for (const m of text.matchAll(pattern)) {
    cues.push({
      start: seconds(m[1]!), end: seconds(m[2]!), url: new URL(m[3]!.trim(), base).href,
      x: Number(m[4]), y: Number(m[5]), w: Number(m[6]), h: Number(m[7]),
    });
  }
  return cues;
}

export function cueAt(cues: readonly SpriteCue[], time: number): SpriteCue | undefined {
  return cues.find((cue) => time >= cue.start && time < cue.end) ?? cues[cues.length - 1];
}

interface SeekBarHost {
  el(): HTMLElement;
  duration(): number;
}

/** Adds the preview element to a progress control and follows the pointer over it. */
export function attachPreview(progress: SeekBarHost, player: { duration(): number }, cues: readonly SpriteCue[]): void {
  if (cues.length === 0) return;
  const holder = progress.el();
  const preview = document.createElement('div');
  preview.className = 'timeline-preview';
  preview.hidden = true;
  holder.appendChild(preview);
  holder.addEventListener('mousemove', (event) => {
    const box = holder.getBoundingClientRect();
    const ratio = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const cue = cueAt(cues, ratio * player.duration());
    if (!cue) return;
    preview.hidden = false;
    preview.style.width = `${cue.w}px`;
    preview.style.height = `${cue.h}px`;
    preview.style.backgroundImage = `url("${cue.url}")`;
    preview.style.backgroundPosition = `-${cue.x}px -${cue.y}px`;
    preview.style.left = `${Math.min(box.width - cue.w, Math.max(0, ratio * box.width - cue.w / 2))}px`;
  });
  holder.addEventListener('mouseleave', () => {
    preview.hidden = true;
  });
}
