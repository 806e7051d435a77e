// A file streamed from keyset reads: each read of `rowsPerRead` rows is written out before the next is made, and only
// when the reader asks for more, so memory holds one read whatever the file's size.

/** Where rows come from and how each is written. */
export interface KeysetSource<Row> {
  /** Up to `limit` rows with ids in (after, upTo], in id order. */
  read(after: number, upTo: number, limit: number): Promise<Row[]>;
  id(row: Row): number;
  write(row: Row): string;
}

export interface KeysetRange {
  /** Ids above this … */
  after: number;
  /** … up to this one. */
  upTo: number;
  rowsPerRead: number;
}

/**
 * The document of a range: `start`, every row written, `end`; null when the range holds no row. The first read is made
 * before anything is returned, so a failing database fails the request (and a cached copy may answer) rather than
 * cutting a document short.
 */
export async function keysetStream<Row>(
  source: KeysetSource<Row>, range: KeysetRange, start: string, end: string,
): Promise<ReadableStream<Uint8Array> | null> {
  const encoder = new TextEncoder();
  let rows = await source.read(range.after, range.upTo, range.rowsPerRead);
  if (rows.length === 0) return null;
  let head = start;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = head + rows.map((row) => source.write(row)).join('');
      head = '';
      // A short read was the range's last.
      const last = rows.length < range.rowsPerRead ? null : source.id(rows[rows.length - 1]!);
      if (last === null) {
        controller.enqueue(encoder.encode(chunk + end));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(chunk));
      rows = await source.read(last, range.upTo, range.rowsPerRead);
      if (rows.length === 0) {
        controller.enqueue(encoder.encode(end));
        controller.close();
      }
    },
  }, { highWaterMark: 0 });
}
