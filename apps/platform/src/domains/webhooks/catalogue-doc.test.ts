import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { modules } from '../../app.js';
import { eventTypesOf } from '../../kernel/event-catalogue.js';
import { webhookCatalogueMarkdown } from './catalogue-doc.js';

const DOC = new URL('../../../../../docs/webhooks.md', import.meta.url);

describe('the webhook catalogue in docs/webhooks.md', () => {
  it('is the one the modules declare (UPDATE_DOCS=1 writes it)', async () => {
    const generated = webhookCatalogueMarkdown(
      eventTypesOf(modules.flatMap((module) => module.events ?? [])),
    );
    if (process.env.UPDATE_DOCS === '1') await writeFile(DOC, generated);
    expect(await readFile(DOC, 'utf8')).toBe(generated);
  });
});
