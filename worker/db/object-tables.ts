// The tables behind the objects members vote on and comment on, for the counters kept on them.
export type RatedObject = 'video' | 'album';

export const OBJECT_TABLES: Record<RatedObject, { table: string; id: string }> = {
  video: { table: 'videos', id: 'video_id' },
  album: { table: 'albums', id: 'album_id' },
};
