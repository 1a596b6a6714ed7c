import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages are read from their TypeScript sources (the "source" export condition),
  // so tests never depend on a stale build.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The storefront's tsconfig keeps JSX as written (Next.js compiles it); tests compile it here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.ts'],
    // Two workers on this 2-core machine: a test file mostly waits on its database or on
    // loopback HTTP, so two files at once keep both cores busy.
    maxWorkers: 2,
    // Files share their worker's modules: the platform's module graph is imported, and its
    // route schemas compiled, once per worker instead of once per file (about 1.5 s a file).
    // Every test builds its own app on its own database, so no state is shared between files.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
