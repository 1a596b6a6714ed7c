import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run long (platform processes started cold, hundreds of app builds), by name, longest
 * first. They start the run, so that no worker ends it alone on one of them: a clean clone (CI)
 * has no timings cached, and Vitest would order by file size and start these short files last.
 */
const LONG_RUNNING = [
  'startup.test.ts',
  'sign-in-throttles.test.ts',
  'bad-input-matrix.test.ts',
  'main.test.ts',
  'money-back-once.test.ts',
  'webhooks-once.test.ts',
  'renewals-two-processes.test.ts',
  'webhooks.test.ts',
];

class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONG_RUNNING.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONG_RUNNING.length : index;
    };
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}

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
    sequence: { sequencer: LongRunningFirst },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
