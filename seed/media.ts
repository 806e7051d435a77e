// Deterministic placeholder images for the demo catalogue: small abstract SVGs (gradients, shapes, initials).
import { Random } from './random';

interface Palette {
  from: string;
  to: string;
  accent: string;
}

function pickPalette(rng: Random): Palette {
  const hue = rng.int(0, 359);
  const shift = rng.int(30, 150);
  return {
    from: `hsl(${hue},${rng.int(45, 75)}%,${rng.int(35, 55)}%)`,
    to: `hsl(${(hue + shift) % 360},${rng.int(45, 75)}%,${rng.int(20, 40)}%)`,
    accent: `hsl(${(hue + 180) % 360},70%,80%)`,
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function drawShape(rng: Random, width: number, height: number, colour: string): string {
  const x = rng.int(0, width);
  const y = rng.int(0, height);
  const size = rng.int(Math.round(Math.min(width, height) / 8), Math.round(Math.min(width, height) / 2));
  const opacity = `fill-opacity=".${rng.int(15, 45)}"`;
  switch (rng.int(0, 2)) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${size >> 1}" fill="${colour}" ${opacity}/>`;
    case 1:
      return `<rect x="${x - (size >> 1)}" y="${y - (size >> 1)}" width="${size}" height="${size >> 1}" rx="${size >> 3}" fill="${colour}" ${opacity} transform="rotate(${rng.int(-40, 40)} ${x} ${y})"/>`;
    default:
      return `<path d="M${x} ${y - (size >> 1)}L${x + (size >> 1)} ${y + (size >> 1)}H${x - (size >> 1)}Z" fill="${colour}" ${opacity}/>`;
  }
}

/** A gradient background with a few translucent shapes: the part every placeholder shares. */
function drawBackdrop(rng: Random, width: number, height: number, shapes: number): { palette: Palette; body: string } {
  const palette = pickPalette(rng);
  const angle = rng.chance(0.5) ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  let body =
    `<defs><linearGradient id="g" ${angle}><stop offset="0" stop-color="${palette.from}"/>` +
    `<stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`;
  for (let i = 0; i < shapes; i++) body += drawShape(rng, width, height, i % 2 === 0 ? '#fff' : palette.accent);
  return { palette, body };
}

function wrapSvg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function drawInitials(initials: string, x: number, y: number, fontSize: number): string {
  if (initials === '') return '';
  return (
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" ` +
    `fill-opacity=".9" text-anchor="middle" dominant-baseline="central">${escapeXml(initials)}</text>`
  );
}

/** 320x180 video card placeholder (the card draws its own play mark, clear of the duration badge). */
export function videoThumbSvg(seed: number): string {
  const { body } = drawBackdrop(new Random(seed), 320, 180, 4);
  return wrapSvg(320, 180, body);
}

/** 96x96 member avatar with initials (none when empty, as for every initials parameter here). */
export function avatarSvg(seed: number, initials: string): string {
  const { body } = drawBackdrop(new Random(seed), 96, 96, 2);
  return wrapSvg(96, 96, body + drawInitials(initials, 48, 48, 36));
}

/** Album photo of any size (the seed uses 800x600, 600x800, 700x700 and 960x540). */
export function photoSvg(seed: number, width: number, height: number): string {
  const { body } = drawBackdrop(new Random(seed), width, height, 7);
  return wrapSvg(width, height, body);
}

/** 240x320 model portrait placeholder with initials. */
export function modelSvg(seed: number, initials: string): string {
  const { body } = drawBackdrop(new Random(seed), 240, 320, 4);
  return wrapSvg(240, 320, body + drawInitials(initials, 120, 160, 72));
}

/** 240x135 channel banner placeholder with initials. */
export function channelSvg(seed: number, initials: string): string {
  const { body } = drawBackdrop(new Random(seed), 240, 135, 3);
  return wrapSvg(240, 135, body + drawInitials(initials, 120, 68, 48));
}
