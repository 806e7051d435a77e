// The name a downloaded file is saved under: the video's title and its rendition ("Quiet onsen morning 480p.mp4"),
// never the name the uploader's file had (it is not kept in any key). Download links carry it as ?name=, and the file
// answers with it in Content-Disposition, as RFC 6266 asks: an ASCII fallback and the UTF-8 name.

/** Characters no file name may hold on the systems visitors save to, and control characters. */
const UNSAFE = /[\u0000-\u001f\u007f"*/:<>?\\|]+/g;
const NAME_MAX = 120;

/** A name made safe to save: unsafe characters become spaces, runs of spaces one, at most NAME_MAX characters. */
export function safeFileStem(text: string): string {
  return [...text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()].slice(0, NAME_MAX).join('').trim();
}

/** "Quiet onsen morning 480p.mp4" for the title and the rendition file "480.mp4". */
export function downloadFileName(title: string, file: string): string {
  const dot = file.lastIndexOf('.');
  const stem = file.slice(0, dot);
  const rung = /^[0-9]+$/.test(stem) ? `${stem}p` : stem;
  return `${safeFileStem(`${title} ${rung}`) || stem}${file.slice(dot)}`;
}

/** A download link's file with the name to save it under. */
export const namedDownload = (file: string, title: string) => `${file}?name=${encodeURIComponent(downloadFileName(title, file))}`;

/**
 * Content-Disposition for a file saved as `asked` (a link's ?name=, made safe, keeping the file's own extension) or,
 * without one, as `file`.
 */
export function attachment(file: string, asked: string | undefined): string {
  const extension = file.slice(file.lastIndexOf('.'));
  const stem = asked === undefined ? '' : safeFileStem(asked.endsWith(extension) ? asked.slice(0, -extension.length) : asked);
  const name = stem ? `${stem}${extension}` : file;
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/\s+/g, ' ').trim();
  const fallback = ascii.length > extension.length && ascii !== extension ? ascii : file;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
