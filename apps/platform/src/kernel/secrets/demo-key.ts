import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../ids.js';
import { newSecretsKey, parseSecretsKeys } from './secret-box.js';

/**
 * The demo's secrets key: made once in the data folder (git-ignored, readable by its owner only)
 * and read at every later start. A real installation gives its own (`SECRETS_KEY_FILE`).
 */
export async function demoSecretsKeys(dataDir: string): Promise<Buffer[]> {
  const file = join(dataDir, 'secrets.key');
  const draft = join(dataDir, `secrets.key.${newId()}`);
  await writeFile(
    draft,
    `# Seals the secrets kept in the demo's database (docs/operations.md, "Secrets at rest").\n${newSecretsKey()}\n`,
    { mode: 0o600 },
  );
  // Linked into place whole, never over a key already there: of two processes starting at once,
  // one's key is kept and both read it complete.
  await link(draft, file)
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    })
    .finally(() => unlink(draft));
  return parseSecretsKeys(await readFile(file, 'utf8'), file);
}
