// A partner's video embedded here (docs/import.md): no file of ours, the partner's player at its embed address.

/** The partner's embed address of a video embedded from a partner, or null for a video with files here. */
export function partnerEmbedOf(video: { file_key: string; ex_tube: string | null; ex_url: string | null }): string | null {
  return video.file_key === '' && video.ex_tube !== null && video.ex_url ? video.ex_url : null;
}
