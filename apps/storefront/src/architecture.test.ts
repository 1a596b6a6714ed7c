import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = new URL('.', import.meta.url).pathname;

function sourceFiles(folder = SOURCE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const textOf = (path: string) => readFileSync(path, 'utf8');
const isClientFile = (path: string) => /^\s*['"]use client['"]/.test(textOf(path));
const isServerActions = (path: string) => /^\s*['"]use server['"]/.test(textOf(path));

/** What a file imports as values: `import type` is erased and ships nothing to the browser. */
function valueImports(path: string): string[] {
  return [...textOf(path).matchAll(/^import\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'([^']+)';/gms)].map(
    (match) => match[1] as string,
  );
}

/** The file a relative import names, as the bundler resolves it. */
function resolve(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * Everything a client file brings into the browser's JavaScript, following relative imports.
 * A `'use server'` file is not followed: the browser gets only a reference to call its actions.
 */
function browserClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const specifier of valueImports(path)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(path, specifier);
      if (target && !isServerActions(target)) visit(target);
    }
  };
  visit(entry);
  return seen;
}

const clientFiles = sourceFiles().filter(isClientFile);

describe("the storefront's seam: the browser has no platform client", () => {
  it('finds the client files it checks', () => {
    expect(clientFiles.length).toBeGreaterThan(20);
  });

  it("brings neither the SDK nor lib/platform into any 'use client' file's JavaScript", () => {
    const offenders = clientFiles.flatMap((entry) =>
      [...browserClosure(entry)]
        .filter(
          (path) =>
            path.includes('/lib/platform/') ||
            valueImports(path).some((name) => name.startsWith('@bazaar/sdk')),
        )
        .map((path) => `${relative(SOURCE, entry)} → ${relative(SOURCE, path)}`),
    );
    expect(offenders).toEqual([]);
  });
});
