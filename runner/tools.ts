// Finding ffmpeg and ffprobe: an explicit path, else the PATH, else the binaries of the @ffmpeg-installer/@ffprobe-installer packages.
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chmod, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

export interface Tools {
  ffmpeg: string;
  ffprobe: string;
}

/** Neither an explicit path, the PATH nor the npm package gave a usable binary. */
export class ToolMissing extends Error {}

/** The explicit paths (FFMPEG_PATH, FFPROBE_PATH) and the PATH to search. */
export interface ToolSettings {
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  searchPath: string | undefined;
}

export async function findTools(settings: ToolSettings): Promise<Tools> {
  return {
    ffmpeg: await findTool('ffmpeg', 'FFMPEG_PATH', settings.ffmpegPath, settings.searchPath, '@ffmpeg-installer/ffmpeg'),
    ffprobe: await findTool('ffprobe', 'FFPROBE_PATH', settings.ffprobePath, settings.searchPath, '@ffprobe-installer/ffprobe'),
  };
}

/** The first line of `tool -version`, for the start-up log; a binary that does not run is ToolMissing. */
export async function toolVersion(path: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(path, ['-version']);
    return stdout.split('\n', 1)[0] ?? '';
  } catch (error) {
    throw new ToolMissing(`${path} does not run (${error instanceof Error ? error.message.split('\n', 1)[0] : String(error)})`);
  }
}

/**
 * Makes a packaged binary executable for its owner, which the package's postinstall (`chmod u+x`) would have done
 * had install scripts run: npm 11 runs none by default, and @ffprobe-installer packs ffprobe without the bit.
 */
export async function ensureExecutable(path: string): Promise<void> {
  if (await isExecutable(path)) return;
  const { mode } = await stat(path);
  await chmod(path, mode | constants.S_IXUSR);
}

async function findTool(
  name: string,
  variable: string,
  explicit: string | undefined,
  searchPath: string | undefined,
  packageName: string,
): Promise<string> {
  if (explicit) {
    if (await isExecutable(explicit)) return explicit;
    throw new ToolMissing(`${variable}=${explicit} is not an executable file`);
  }
  for (const dir of (searchPath ?? '').split(delimiter)) {
    if (dir && (await isExecutable(join(dir, name)))) return join(dir, name);
  }
  let packaged: string;
  try {
    packaged = (createRequire(import.meta.url)(packageName) as { path: string }).path;
  } catch (error) {
    throw new ToolMissing(
      `${name} not found: set ${variable}, put ${name} on the PATH or install ${packageName} (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  await ensureExecutable(packaged);
  return packaged;
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
