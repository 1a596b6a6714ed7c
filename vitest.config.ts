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
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
