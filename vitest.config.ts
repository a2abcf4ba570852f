import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'checks/tests/**/*.test.ts'],
    environment: 'node',
    // The example check builds a TypeScript program per fixture: seconds each on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
