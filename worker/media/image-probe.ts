// The real format and pixel size of an uploaded image, read from its bytes (JPEG SOF, PNG IHDR, WebP VP8/VP8L/VP8X),
// never from its name or the content type the client claims. Anything else is not an image the site accepts.
export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

export const IMAGE_TYPES: Record<ImageFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);

function sized(format: ImageFormat, width: number, height: number): ImageInfo | null {
  return width > 0 && height > 0 ? { format, width, height } : null;
}

let crcTable: Uint32Array | null = null;
/** CRC-32 as PNG chunks carry it (ISO 3309, polynomial 0xEDB88320). */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The first chunk must be a 13-byte IHDR whose CRC matches: a renamed or cut-off file fails here. */
function probePng(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 33 || u32be(bytes, 8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  if (crc32(bytes.subarray(12, 29)) !== u32be(bytes, 29)) return null;
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  // The PNG specification limits both to 2^31 - 1.
  return width <= 0x7fffffff && height <= 0x7fffffff ? sized('png', width, height) : null;
}

// SOF0 to SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
const NOT_FRAMES = new Set([0xc4, 0xc8, 0xcc]);
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && !NOT_FRAMES.has(marker);
// Markers without a length: TEM and RST0-7.
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Walks the segments after SOI up to the first frame header; scan data or the end before it means no image. */
function probeJpeg(bytes: Uint8Array): ImageInfo | null {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[at] === 0xff) at++;
    if (at >= bytes.length) return null;
    const marker = bytes[at]!;
    at++;
    if (isStandalone(marker)) continue;
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || at + 2 > bytes.length) return null;
    const length = u16be(bytes, at);
    if (length < 2) return null;
    if (isFrameMarker(marker)) {
      // Length, precision, height, width, component count: the frame header is at least 8 bytes.
      if (length < 8 || at + 7 > bytes.length) return null;
      return sized('jpeg', u16be(bytes, at + 5), u16be(bytes, at + 3));
    }
    at += length;
  }
  return null;
}

/** RIFF....WEBP and its first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function probeWebp(bytes: Uint8Array): ImageInfo | null {
  const chunk = ascii(bytes, 12, 4);
  const data = 20;
  if (chunk === 'VP8 ') {
    // A 3-byte frame tag (bit 0 clear on a key frame), the start code 9D 01 2A, then 14-bit width and height.
    if (bytes.length < data + 10 || (bytes[data]! & 1) !== 0 || !startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3)) return null;
    return sized('webp', u16le(bytes, data + 6) & 0x3fff, u16le(bytes, data + 8) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    // Signature 0x2F, then width - 1 and height - 1 in 14 bits each, least significant bit first.
    if (bytes.length < data + 5 || bytes[data] !== 0x2f) return null;
    const bits = (bytes[data + 1]! | (bytes[data + 2]! << 8) | (bytes[data + 3]! << 16) | (bytes[data + 4]! << 24)) >>> 0;
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    // Flags and 3 reserved bytes, then canvas width - 1 and height - 1 in 24 bits each.
    if (bytes.length < data + 10) return null;
    return sized('webp', u24le(bytes, data + 4) + 1, u24le(bytes, data + 7) + 1);
  }
  return null;
}

/** The image the bytes really are, or null for anything that is not a well-formed JPEG, PNG or WebP header. */
export function probeImage(bytes: Uint8Array): ImageInfo | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return probePng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return probeJpeg(bytes);
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return probeWebp(bytes);
  return null;
}
