import { describe, expectTypeOf, it } from 'vitest';
import type { AuthenticatedIdentity, Identity } from '../auth.js';
import type { CallerOf } from './route.js';

/** Checked by the compiler (`tsc -b` type-checks tests): a handler's caller follows its access level. */
describe('the caller a handler is given', () => {
  it('is an owner on owner routes, a member or owner on member routes, anyone signed on visitor routes', () => {
    expectTypeOf<CallerOf<'owner'>>().toEqualTypeOf<Extract<Identity, { kind: 'owner' }>>();
    expectTypeOf<CallerOf<'member'>['kind']>().toEqualTypeOf<'member' | 'owner'>();
    expectTypeOf<CallerOf<'visitor'>>().toEqualTypeOf<AuthenticatedIdentity>();
    expectTypeOf<CallerOf<'public'>>().toEqualTypeOf<Identity>();
    expectTypeOf<CallerOf<'owner'>['siteId']>().toEqualTypeOf<string>();
  });
});
