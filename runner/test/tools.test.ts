// Finding ffmpeg and ffprobe: FFMPEG_PATH/FFPROBE_PATH, then the PATH, then the npm packages' binaries (made executable).
import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureExecutable, findTools, ToolMissing, toolVersion } from '../tools';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'runner-tools-'));
  for (const name of ['ffmpeg', 'ffprobe']) {
    await writeFile(join(dir, name), `#!/bin/sh\necho "${name} version on-the-path"\n`, { mode: 0o755 });
  }
  await writeFile(join(dir, 'not-executable'), '', { mode: 0o644 });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('takes FFMPEG_PATH and FFPROBE_PATH as given', async () => {
  const own = join(dir, 'ffmpeg');
  expect(await findTools({ ffmpegPath: own, ffprobePath: own, searchPath: '' })).toEqual({ ffmpeg: own, ffprobe: own });
});

it('refuses an explicit path that is not an executable file', async () => {
  const error = await findTools({ ffmpegPath: join(dir, 'not-executable'), ffprobePath: undefined, searchPath: '' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ToolMissing);
  expect((error as Error).message).toBe(`FFMPEG_PATH=${join(dir, 'not-executable')} is not an executable file`);
});

it('prefers ffmpeg and ffprobe on the PATH', async () => {
  const tools = await findTools({ ffmpegPath: undefined, ffprobePath: undefined, searchPath: `/nonexistent:${dir}` });
  expect(tools).toEqual({ ffmpeg: join(dir, 'ffmpeg'), ffprobe: join(dir, 'ffprobe') });
  expect(await toolVersion(tools.ffprobe)).toBe('ffprobe version on-the-path');
});

it('falls back to the binaries of @ffmpeg-installer and @ffprobe-installer, which run', async () => {
  const tools = await findTools({ ffmpegPath: undefined, ffprobePath: undefined, searchPath: '' });
  expect(tools.ffmpeg.endsWith(['node_modules', '@ffmpeg-installer', 'linux-x64', 'ffmpeg'].join(sep))).toBe(true);
  expect(tools.ffprobe.endsWith(['node_modules', '@ffprobe-installer', 'linux-x64', 'ffprobe'].join(sep))).toBe(true);
  expect(await toolVersion(tools.ffmpeg)).toMatch(/^ffmpeg version /);
  expect(await toolVersion(tools.ffprobe)).toMatch(/^ffprobe version /);
});

it('gives a packaged binary packed without its executable bit (as ffprobe is) u+x', async () => {
  const packed = join(dir, 'packed');
  await writeFile(packed, '#!/bin/sh\n');
  await chmod(packed, 0o644);
  await ensureExecutable(packed);
  expect((await stat(packed)).mode & 0o777).toBe(0o744);
});
