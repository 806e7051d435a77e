// Stands in for react-dom/server.edge in the worker bundle (wrangler.toml [alias]). @hono/react-renderer imports it
// only for its `stream` option, which this site does not use: pages render with renderToString. Without this the
// bundle would carry a second copy of React's server renderer (about 20 KiB gzip, measured with wrangler deploy --dry-run).
export function renderToReadableStream(): never {
  throw new Error('stream rendering is not part of this worker: render with renderToString');
}

export default { renderToReadableStream };
