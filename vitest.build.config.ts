import {defineConfig} from 'vitest/config';

/** Tests that read the production build in build/ (run after `npm run build`). */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // These read the whole build (627 pages, the search index): seconds each, more on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
