import { readFile, writeFile } from 'node:fs/promises';
import * as bookings from '@wix/bookings';
import * as ecom from '@wix/ecom';
import * as events from '@wix/events';
import * as members from '@wix/members';
import * as pricingPlans from '@wix/pricing-plans';
import * as redirects from '@wix/redirects';
import * as stores from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';
import { compatibilityDoc } from './method-walk/doc.js';
import { NOT_SUPPORTED, reasonFor } from './method-walk/not-supported.js';
import { modulesOf, recordRequests, type WalkedMethod, walkModule } from './method-walk/walk.js';

const DOC = new URL('../../../../docs/compatibility.md', import.meta.url);

/** The official packages Bazaar supports, walked method by method (issue 38, item 7). */
const PACKAGES: [string, Record<string, unknown>][] = [
  ['@wix/stores', stores],
  ['@wix/ecom', ecom],
  ['@wix/redirects', redirects],
  ['@wix/bookings', bookings],
  ['@wix/events', events],
  ['@wix/pricing-plans', pricingPlans],
  ['@wix/members', members],
];

/**
 * Every method of every official module calls the platform with a minimal request; a method
 * answered "No route" must be listed as not supported, with its reason, in docs/compatibility.md
 * (generated here: `UPDATE_DOCS=1` rewrites it). Routes that exist answer whatever they answer to
 * a minimal request (a 400, a 404 of an unknown id): the walk asks only that one is there. Run on
 * SQLite alone: which routes exist does not depend on the database.
 */
describe('every method of the official modules reaches a route', () => {
  let t: CompatPlatform;
  let recorder: ReturnType<typeof recordRequests>;
  const walked: WalkedMethod[] = [];

  beforeAll(async () => {
    t = await startCompatPlatform('sqlite');
    recorder = recordRequests();
    for (const [pkg, contents] of PACKAGES)
      for (const [name, module] of modulesOf(contents))
        walked.push(
          ...(await walkModule(
            pkg,
            name,
            module,
            { apiKey: t.ownerApiKey, siteId: t.siteId },
            recorder.sent,
          )),
        );
  }, 120_000);
  afterAll(async () => {
    recorder.restore();
    await t.close();
  });

  it('has no method answering "No route" that is not listed, with its reason, as not supported', () => {
    const unexplained = walked
      .filter((method) => method.outcome === 'no-route' && !reasonFor(method.key))
      .map((method) => `${method.key} (${method.request})`);
    expect(unexplained).toEqual([]);
  });

  it('lists as not supported only what answers "No route"', () => {
    const noRoute = walked.filter((method) => method.outcome === 'no-route').map((method) => method.key);
    const stale = Object.keys(NOT_SUPPORTED).filter(
      (listed) => !noRoute.some((key) => key === listed || key.startsWith(`${listed}.`)),
    );
    expect(stale).toEqual([]);
  });

  it('keeps docs/compatibility.md as the walk finds the methods', async () => {
    const doc = compatibilityDoc(walked);
    if (process.env.UPDATE_DOCS === '1') await writeFile(DOC, doc);
    expect(await readFile(DOC, 'utf8')).toBe(doc);
  });
});
