import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The SDK must run in browsers and edge runtimes: no Node built-ins, no runtime schema library.
 * Its values shared with the platform come from `@bazaar/contracts/constants`, which has neither.
 */
describe('the browser bundle of the SDK', () => {
  it('builds for the browser with nothing from Node and no schema library', async () => {
    const result = await build({
      stdin: {
        contents: "export * from '@bazaar/sdk'; export * as sites from '@bazaar/sdk/sites';",
        resolveDir: process.cwd(),
        loader: 'js',
      },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['source'],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    // Of the contracts, only the constants: that file imports nothing.
    const allowed = (path: string) =>
      path.startsWith('packages/sdk/src/') ||
      path === 'packages/contracts/src/constants.ts' ||
      path === '<stdin>';
    expect(inputs.filter((path) => !allowed(path))).toEqual([]);
    expect(inputs).toContain('packages/contracts/src/constants.ts');
    expect(inputs.some((path) => path.includes('typebox'))).toBe(false);
  });
});
