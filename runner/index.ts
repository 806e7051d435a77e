// The runner's entry point (`node --import tsx runner/index.ts`): settings, tools, then the claim loop until SIGINT/SIGTERM.
import { RegistrationRefused } from './api';
import { ConfigError, readConfig } from './config';
import { runLoop } from './loop';
import { findTools, ToolMissing, toolVersion } from './tools';

function fail(message: string): never {
  console.error(`runner: ${message}`);
  process.exit(1);
}

const log = (line: string) => console.log(line);

try {
  const config = readConfig(process.env);
  const tools = await findTools({ ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath, searchPath: process.env.PATH });
  log(`runner "${config.name}" for ${config.siteUrl.href}; work folder ${config.workDir}`);
  log(`ffmpeg: ${tools.ffmpeg} (${await toolVersion(tools.ffmpeg)})`);
  log(`ffprobe: ${tools.ffprobe} (${await toolVersion(tools.ffprobe)})`);

  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stop.signal.aborted) process.exit(1);
      log(`${signal}: stopping (a job in hand goes back to the site)`);
      stop.abort();
    });
  }
  await runLoop({ config, tools, signal: stop.signal, log });
} catch (error) {
  if (error instanceof ConfigError || error instanceof ToolMissing || error instanceof RegistrationRefused) fail(error.message);
  throw error;
}
