// Running the tools: ffprobe's description of a file, and ffmpeg with its progress read from `-progress pipe:1`.
import { execFile, spawn } from 'node:child_process';
import { CorruptedSource, ToolError } from './errors';

export interface Probe {
  /** Seconds, of the whole file. */
  duration: number;
  /** Seconds of the first video stream (the whole file's when the stream does not say). */
  videoDuration: number;
  /** The first video stream's picture as it is shown: sample aspect ratio applied, rotation turned. */
  width: number;
  height: number;
  /** Frames per second of the first video stream (its average rate), 0 when unknown. */
  frameRate: number;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_aspect_ratio?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/** Reads a file's duration and picture size; a file ffprobe cannot read, or without a video stream, is CorruptedSource. */
export function probe(ffprobe: string, file: string, signal: AbortSignal): Promise<Probe> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  return new Promise((resolve, reject) => {
    execFile(ffprobe, args, { signal, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (signal.aborted) return reject(signal.reason);
      if (error) {
        // A string code is the spawn's own failure (no binary), not the file's.
        if (typeof error.code === 'string') return reject(error);
        const killed = (error as { signal?: NodeJS.Signals | null }).signal ?? null;
        if (killed) return reject(new ToolError(`ffprobe was stopped by ${killed}`, killed));
        return reject(new CorruptedSource(`ffprobe: ${lastLine(stderr) || 'cannot read the file'}`));
      }
      try {
        resolve(describeProbe(JSON.parse(stdout) as { format?: { duration?: string }; streams?: ProbeStream[] }));
      } catch (cause) {
        reject(cause);
      }
    });
  });
}

/** "30000/1001" as a number; 0 for "0/0" or anything unreadable. */
function rate(text: string | undefined): number {
  const [num, den] = (text ?? '').split('/').map(Number);
  const value = den === undefined ? num : num! / den;
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

function describeProbe(answer: { format?: { duration?: string }; streams?: ProbeStream[] }): Probe {
  const video = answer.streams?.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video?.width || !video.height) throw new CorruptedSource('no video stream');
  const videoDuration = Number(video.duration);
  const duration = Number(answer.format?.duration ?? video.duration);
  const [sarNum, sarDen] = (video.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  const sar = sarNum && sarDen ? sarNum / sarDen : 1;
  const rotation = Number(video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0);
  const shownWidth = Math.round(video.width * sar);
  const turned = Math.abs(rotation) % 180 === 90;
  return {
    duration: Number.isFinite(duration) ? duration : 0,
    videoDuration: Number.isFinite(videoDuration) && videoDuration > 0 ? videoDuration : duration,
    width: turned ? video.height : shownWidth,
    height: turned ? shownWidth : video.height,
    frameRate: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
  };
}

/**
 * Runs ffmpeg (errors only on stderr, progress on stdout) and reports how far it got as a fraction of `duration`
 * seconds. Aborting the signal kills it.
 */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  options: { duration: number; onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<void> {
  const { duration, onProgress, signal } = options;
  const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
    killSignal: 'SIGKILL',
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // out_time_ms is in microseconds despite its name (newer builds also print out_time_us).
      const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
      if (match && duration > 0) onProgress(Math.min(1, Number(match[1]) / 1e6 / duration));
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(signal.aborted ? signal.reason : error));
    child.on('close', (code, killed) => {
      if (signal.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else if (killed) reject(new ToolError(`ffmpeg was stopped by ${killed}`, killed));
      else reject(new ToolError(`ffmpeg: ${lastLine(stderr) || `exit code ${code}`}`, null));
    });
  });
}

function lastLine(text: string): string {
  return text.trim().split('\n').pop()?.trim() ?? '';
}
