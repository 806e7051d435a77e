// Vitest in Node for the media runner (runner/**/*.test.ts): real ffmpeg, a fake site on 127.0.0.1; workerd could not spawn either.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['runner/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
