// Vitest in Node for the media runner (runner/**/*.test.ts): real ffmpeg, a fake site on 127.0.0.1; workerd could not spawn either.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['runner/**/*.test.ts'],
    environment: 'node',
    // Only a hang may end a test: ffmpeg's work takes several times longer on a busy or slow machine (the npm package's
    // 2018 build took over a minute for the 1080p ladder with both cores taken), and that is no failure.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
