// A stand-in for the site's runner API and tus endpoint on 127.0.0.1, recording every call, for the runner's loop tests.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHUNK_BYTES } from '../tus';

export interface Upload {
  id: number;
  jobId: number;
  name: string;
  length: number;
  data: Buffer;
  patches: { offset: number; size: number }[];
  heads: number;
}

/** What the fake does to a PATCH: take it, drop the connection halfway through its body, or answer 500. */
export type PatchFault = 'drop' | '500' | undefined;

export class FakeSite {
  readonly registrationToken = 'registration-secret';
  readonly registrations: { name: string; runnerToken: string }[] = [];
  readonly jobs: unknown[] = [];
  readonly progress = new Map<number, number[]>();
  readonly results = new Map<number, unknown>();
  readonly failures = new Map<number, unknown>();
  readonly uploads: Upload[] = [];
  readonly sources = new Map<string, Buffer>();
  /** Sources that send half their bytes and then hang. */
  readonly stalledSources = new Set<string>();
  /** Jobs whose progress reports answer 409 lost. */
  readonly lostJobs = new Set<number>();
  /** Decides the fate of each PATCH. */
  patchFault: (upload: Upload, offset: number) => PatchFault = () => undefined;
  readonly errors: string[] = [];
  private readonly tokens = new Set<string>();
  private server: Server | undefined;

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.errors.push(String(error));
        if (!res.headersSent) json(res, 500, { error: true, code: 'fake_failed' });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Forgets every runner token: the next call of a registered runner answers 401. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** Resolves when `done` holds, polling every 50 ms; gives up only on what would be a hang, however busy the machine. */
  async until(done: () => boolean, what: string, timeoutMs = 300_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  file(jobId: number, name: string): Upload | undefined {
    return this.uploads.find((u) => u.jobId === jobId && u.name === name && u.data.length === u.length);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && pathname.startsWith('/media/')) return this.serveSource(pathname, req, res);
    if (req.method === 'POST' && pathname === '/api/runners/register') {
      const body = JSON.parse((await readBody(req)).toString()) as { registrationToken: string; name: string };
      if (body.registrationToken !== this.registrationToken) return json(res, 403, { error: true, code: 'invalid_token' });
      const runnerToken = randomBytes(16).toString('hex');
      this.tokens.add(runnerToken);
      this.registrations.push({ name: body.name, runnerToken });
      return json(res, 200, { runnerId: this.registrations.length, runnerToken });
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.tokens.has(token)) {
      await readBody(req);
      return json(res, 401, { error: true, code: 'unauthorized' });
    }
    if (pathname === '/api/upload/' || pathname.startsWith('/api/upload/')) return this.tus(pathname, req, res);

    const body = req.method === 'POST' ? (JSON.parse((await readBody(req)).toString() || '{}') as Record<string, unknown>) : {};
    if (pathname === '/api/runners/jobs/claim') return json(res, 200, { job: this.jobs.shift() ?? null });
    const call = /^\/api\/runners\/jobs\/(\d+)\/(progress|result|failure)$/.exec(pathname);
    if (!call) return json(res, 404, { error: true, code: 'not_found' });
    const jobId = Number(call[1]);
    if (call[2] === 'progress') {
      if (this.lostJobs.has(jobId)) return json(res, 409, { error: true, code: 'lost' });
      this.progress.set(jobId, [...(this.progress.get(jobId) ?? []), body.percent as number]);
      return json(res, 200, { ok: true, leaseSeconds: 120 });
    }
    (call[2] === 'result' ? this.results : this.failures).set(jobId, body);
    return json(res, 200, { ok: true });
  }

  private serveSource(pathname: string, req: IncomingMessage, res: ServerResponse): void {
    const name = pathname.slice('/media/'.length);
    const bytes = this.sources.get(name);
    if (!bytes) return json(res, 404, { error: true, code: 'not_found' });
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': bytes.length });
    if (this.stalledSources.has(name)) {
      res.write(bytes.subarray(0, bytes.length >> 1));
      req.on('close', () => res.destroy());
      return;
    }
    res.end(bytes);
  }

  /** tus 1.0.0 creation, PATCH (chunks a multiple of 8 MiB or the end) and HEAD. */
  private async tus(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.headers['tus-resumable'] !== '1.0.0') return json(res, 412, { error: true, code: 'tus_version' });
    if (req.method === 'POST' && pathname === '/api/upload/') {
      await readBody(req);
      const metadata = Object.fromEntries(
        String(req.headers['upload-metadata'] ?? '')
          .split(',')
          .map((pair) => pair.trim().split(' '))
          .map(([key, value]) => [key, Buffer.from(value ?? '', 'base64').toString()]),
      );
      const upload: Upload = {
        id: this.uploads.length + 1,
        jobId: Number(metadata.job),
        name: String(metadata.name),
        length: Number(req.headers['upload-length']),
        data: Buffer.alloc(0),
        patches: [],
        heads: 0,
      };
      this.uploads.push(upload);
      res.writeHead(201, { Location: `/api/upload/${upload.id}`, 'Tus-Resumable': '1.0.0' }).end();
      return;
    }
    const upload = this.uploads[Number(pathname.slice('/api/upload/'.length)) - 1];
    if (!upload) return json(res, 404, { error: true, code: 'not_found' });
    if (req.method === 'HEAD') {
      upload.heads++;
      res.writeHead(200, { 'Upload-Offset': upload.data.length, 'Upload-Length': upload.length, 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' }).end();
      return;
    }
    if (req.method !== 'PATCH') return json(res, 405, { error: true, code: 'method' });
    const offset = Number(req.headers['upload-offset']);
    const fault = this.patchFault(upload, offset);
    if (fault === 'drop') {
      // Take part of the body, then cut the connection as a broken network would.
      req.once('data', () => req.socket.destroy());
      return;
    }
    const chunk = await readBody(req);
    if (fault === '500') return json(res, 500, { error: true, code: 'fake_500' });
    if (req.headers['content-type'] !== 'application/offset+octet-stream') return json(res, 415, { error: true, code: 'content_type' });
    if (offset !== upload.data.length) return json(res, 409, { error: true, code: 'offset' });
    const end = offset + chunk.length;
    if (chunk.length % CHUNK_BYTES !== 0 && end !== upload.length) return json(res, 400, { error: true, code: 'chunk_size' });
    upload.data = Buffer.concat([upload.data, chunk]);
    upload.patches.push({ offset, size: chunk.length });
    res.writeHead(204, { 'Upload-Offset': end, 'Tus-Resumable': '1.0.0' }).end();
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}
