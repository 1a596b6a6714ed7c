// Size of the SDK core a browser page loads: createClient + OAuthStrategy, bundled for the
// browser with esbuild, minified and gzipped. Run: node bench/sdk-size.mjs
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entries = {
  'createClient + OAuthStrategy': "export { createClient, OAuthStrategy } from '@bazaar/sdk';",
  'createClient + OAuthStrategy + sites module':
    "export { createClient, OAuthStrategy } from '@bazaar/sdk'; export * as sites from '@bazaar/sdk/sites';",
  'everything in @bazaar/sdk': "export * from '@bazaar/sdk';",
};

const rows = [];
for (const [name, contents] of Object.entries(entries)) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    conditions: ['source'],
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  rows.push({ name, minified: code.length, gzipped: gzipSync(code, { level: 9 }).length });
}

console.log('| Bundle | Minified | Minified + gzip |');
console.log('|---|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${(row.minified / 1024).toFixed(1)} KB | ${(row.gzipped / 1024).toFixed(1)} KB |`,
  );
}
