// A strict reader of the playlists the runner writes, for the tests: the master's variants and a media playlist's
// map and segments; anything it does not expect is an error.

export interface MasterVariant {
  uri: string;
  attributes: Record<string, string>;
}

export interface MediaSegment {
  duration: number;
  uri: string;
  length: number;
  offset: number;
}

export interface MediaPlaylist {
  version: number;
  targetDuration: number;
  type: string;
  ended: boolean;
  map: { uri: string; length: number; offset: number };
  segments: MediaSegment[];
}

/** KEY=value,KEY="quoted, value" */
export function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)(?:,|$)/g)) attributes[match[1]!] = match[2]!.replace(/^"|"$/g, '');
  return attributes;
}

function lines(text: string): string[] {
  if (!text.endsWith('\n')) throw new Error('a playlist ends with a newline');
  const all = text.slice(0, -1).split('\n');
  if (all[0] !== '#EXTM3U') throw new Error('a playlist starts with #EXTM3U');
  return all.slice(1);
}

export function parseMaster(text: string): { version: number; independent: boolean; variants: MasterVariant[] } {
  let version = 0;
  let independent = false;
  const variants: MasterVariant[] = [];
  let pending: Record<string, string> | null = null;
  for (const line of lines(text)) {
    if (line.startsWith('#EXT-X-VERSION:')) version = Number(line.slice(15));
    else if (line === '#EXT-X-INDEPENDENT-SEGMENTS') independent = true;
    else if (line.startsWith('#EXT-X-STREAM-INF:')) pending = parseAttributes(line.slice(18));
    else if (pending && !line.startsWith('#')) {
      variants.push({ uri: line, attributes: pending });
      pending = null;
    } else throw new Error(`unexpected master line: ${line}`);
  }
  return { version, independent, variants };
}

const byteRange = (text: string) => {
  const match = /^(\d+)@(\d+)$/.exec(text);
  if (!match) throw new Error(`not a byte range: ${text}`);
  return { length: Number(match[1]), offset: Number(match[2]) };
};

export function parseMedia(text: string): MediaPlaylist {
  const playlist: MediaPlaylist = { version: 0, targetDuration: 0, type: '', ended: false, map: { uri: '', length: 0, offset: 0 }, segments: [] };
  let duration: number | null = null;
  let range: { length: number; offset: number } | null = null;
  for (const line of lines(text)) {
    if (playlist.ended) throw new Error('nothing may follow #EXT-X-ENDLIST');
    if (line.startsWith('#EXT-X-VERSION:')) playlist.version = Number(line.slice(15));
    else if (line.startsWith('#EXT-X-TARGETDURATION:')) playlist.targetDuration = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-PLAYLIST-TYPE:')) playlist.type = line.slice(21);
    else if (line === '#EXT-X-MEDIA-SEQUENCE:0' || line === '#EXT-X-INDEPENDENT-SEGMENTS') continue;
    else if (line.startsWith('#EXT-X-MAP:')) {
      const attributes = parseAttributes(line.slice(11));
      playlist.map = { uri: attributes.URI!, ...byteRange(attributes.BYTERANGE!) };
    } else if (line.startsWith('#EXTINF:')) duration = Number(/^#EXTINF:([0-9.]+),$/.exec(line)![1]);
    else if (line.startsWith('#EXT-X-BYTERANGE:')) range = byteRange(line.slice(17));
    else if (line === '#EXT-X-ENDLIST') playlist.ended = true;
    else if (!line.startsWith('#') && duration !== null && range !== null) {
      playlist.segments.push({ duration, uri: line, ...range });
      duration = null;
      range = null;
    } else throw new Error(`unexpected media playlist line: ${line}`);
  }
  return playlist;
}
