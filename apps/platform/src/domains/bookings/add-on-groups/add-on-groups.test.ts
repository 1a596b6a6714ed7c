import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../kernel/db/sql.js';
import { buildTestApp, type TestApp } from '../../../testing/app.js';
import { testDialects } from '../../../testing/databases.js';
import { SERVICE_FQDN } from '../events.js';

const base = '/bookings/v2/services/add-on-groups';

describe.each(testDialects)('bookings add-on groups on %s', (dialect) => {
  let t: TestApp;
  let visitor: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    visitor = await t.visitorToken();
  });
  afterAll(() => t.close());

  /** As the owner unless told; '' sends no credential. */
  const post = (path: string, payload: unknown, authorization = t.ownerApiKey) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/${path}`,
      ...(authorization ? { headers: { authorization } } : {}),
      payload: payload as Record<string, unknown>,
    });
  const newService = async (extra: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/bookings/v2/services',
      headers: { authorization: t.ownerApiKey },
      payload: { service: { type: 'APPOINTMENT', name: 'Massage', ...extra } },
    });
    return response.json().service as { id: string };
  };
  const serviceOf = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/_api/bookings/v2/services/${id}`,
        headers: { authorization: t.ownerApiKey },
      })
    ).json().service;
  const list = (serviceId: string, authorization = visitor, groupIds?: string[]) =>
    post('list-add-on-groups-by-service-id', { serviceId, ...(groupIds ? { groupIds } : {}) }, authorization);

  describe(`POST ${base}/create and list-add-on-groups-by-service-id`, () => {
    it('creates groups that the service shows, with its add-ons once each, and lists them to visitors', async () => {
      const massage = await newService();
      const created = await post('create', {
        serviceId: massage.id,
        addOnGroup: {
          name: 'Extras',
          maxNumberOfAddOns: 2,
          addOnIds: ['oil', 'stones', 'oil'],
          prompt: 'Pick two',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { addOnGroup } = created.json();
      expect(addOnGroup).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Extras',
        maxNumberOfAddOns: 2,
        addOnIds: ['oil', 'stones'],
        prompt: 'Pick two',
      });
      await post('create', {
        serviceId: massage.id,
        addOnGroup: { name: 'Longer', addOnIds: ['plus-30', 'oil'] },
      });

      const service = await serviceOf(massage.id);
      expect(service.addOnGroups.map((group: { name: string }) => group.name)).toEqual(['Extras', 'Longer']);
      expect(service.addOnDetails).toEqual([
        { addOnId: 'oil' },
        { addOnId: 'stones' },
        { addOnId: 'plus-30' },
      ]);
      expect(service.revision).toBe('3');
      const events = await t.db.all<{ action: string }>(
        sql`SELECT action FROM outbox WHERE entity_fqdn = ${SERVICE_FQDN} AND entity_id = ${massage.id} ORDER BY seq`,
      );
      expect(events.map((event) => event.action)).toEqual(['created', 'updated', 'updated']);

      const listed = await list(massage.id);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().addOnGroupsDetails[0]).toEqual({
        groupId: addOnGroup.id,
        groupName: 'Extras',
        maxNumberOfAddOns: 2,
        prompt: 'Pick two',
        addOns: [{ addOnId: 'oil' }, { addOnId: 'stones' }],
      });
      const one = await list(massage.id, visitor, [addOnGroup.id]);
      expect(one.json().addOnGroupsDetails.map((group: { groupName: string }) => group.groupName)).toEqual([
        'Extras',
      ]);
    });

    it('refuses a fourth group, bad input, an unknown service and a visitor, adding nothing', async () => {
      const massage = await newService();
      for (const name of ['One', 'Two', 'Three'])
        expect((await post('create', { serviceId: massage.id, addOnGroup: { name } })).statusCode).toBe(200);
      const fourth = await post('create', { serviceId: massage.id, addOnGroup: { name: 'Four' } });
      expect(fourth.statusCode).toBe(400);
      expect(fourth.json().details.validationError.fieldViolations[0].violatedRule).toBe('MAX_SIZE');
      const other = await newService();
      const refused = [
        { serviceId: other.id, addOnGroup: { name: '' } },
        { serviceId: other.id, addOnGroup: {} },
        {
          serviceId: other.id,
          addOnGroup: { name: 'Many', addOnIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] },
        },
        { serviceId: other.id, addOnGroup: { name: 'Zero', maxNumberOfAddOns: 0 } },
        { addOnGroup: { name: 'Nowhere' } },
      ];
      for (const body of refused)
        expect((await post('create', body)).statusCode, JSON.stringify(body)).toBe(400);
      expect(
        (await post('create', { serviceId: 'no-such-service', addOnGroup: { name: 'X' } })).statusCode,
      ).toBe(404);
      expect(
        (await post('create', { serviceId: other.id, addOnGroup: { name: 'X' } }, visitor)).statusCode,
      ).toBe(403);
      expect((await post('create', { serviceId: other.id, addOnGroup: { name: 'X' } }, '')).statusCode).toBe(
        401,
      );
      expect((await serviceOf(other.id)).addOnGroups).toEqual([]);
      expect((await list(massage.id)).json().addOnGroupsDetails).toHaveLength(3);
    });

    it("hides a hidden service's groups from visitors, not from the owner", async () => {
      const secret = await newService({ hidden: true });
      await post('create', { serviceId: secret.id, addOnGroup: { name: 'Secret extras' } });
      expect((await list(secret.id)).statusCode).toBe(404);
      expect((await list(secret.id, t.ownerApiKey)).json().addOnGroupsDetails).toHaveLength(1);
      expect((await list('no-such-service')).statusCode).toBe(404);
    });
  });

  describe(`POST ${base}/update, set-add-ons-for-group and delete`, () => {
    it("changes the masked fields, replaces a group's add-ons in order, and deletes it", async () => {
      const massage = await newService();
      const { addOnGroup } = (
        await post('create', {
          serviceId: massage.id,
          addOnGroup: { name: 'Extras', maxNumberOfAddOns: 2, addOnIds: ['oil'], prompt: 'Pick' },
        })
      ).json();
      const updated = await post('update', {
        serviceId: massage.id,
        addOnGroup: { id: addOnGroup.id, name: 'Treats', prompt: 'not masked' },
        mask: 'name,maxNumberOfAddOns',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().addOnGroup).toEqual({
        id: addOnGroup.id,
        name: 'Treats',
        addOnIds: ['oil'],
        prompt: 'Pick',
      });

      const set = await post('set-add-ons-for-group', {
        serviceId: massage.id,
        groupId: addOnGroup.id,
        addOnIds: ['stones', 'oil', 'towel'],
      });
      expect(set.json().addOnGroup.addOnIds).toEqual(['stones', 'oil', 'towel']);
      expect(
        (await serviceOf(massage.id)).addOnDetails.map((detail: { addOnId: string }) => detail.addOnId),
      ).toEqual(['stones', 'oil', 'towel']);

      expect((await post('delete', { serviceId: massage.id, addOnGroupId: addOnGroup.id })).json()).toEqual(
        {},
      );
      const after = await serviceOf(massage.id);
      expect(after).toMatchObject({ addOnGroups: [], addOnDetails: [], revision: '5' });
    });

    it('refuses a group of another service, a bad mask, an empty add-on list and a visitor, changing nothing', async () => {
      const massage = await newService();
      const other = await newService();
      const { addOnGroup } = (
        await post('create', { serviceId: massage.id, addOnGroup: { name: 'Extras', addOnIds: ['oil'] } })
      ).json();
      const elsewhere = await post('update', {
        serviceId: other.id,
        addOnGroup: { id: addOnGroup.id, name: 'X' },
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().details.applicationError.code).toBe('GROUP_NOT_ON_SERVICE');
      const deleteElsewhere = await post('delete', { serviceId: other.id, addOnGroupId: addOnGroup.id });
      expect(deleteElsewhere.json().details.applicationError.code).toBe('GROUP_NOT_ON_SERVICE');
      const setElsewhere = await post('set-add-ons-for-group', {
        serviceId: other.id,
        groupId: addOnGroup.id,
        addOnIds: ['x'],
      });
      expect(setElsewhere.statusCode).toBe(404);
      expect(setElsewhere.json().details.applicationError.code).toBe('ADD_ON_GROUP_NOT_FOUND');
      const badMask = await post('update', {
        serviceId: massage.id,
        addOnGroup: { id: addOnGroup.id, name: 'X' },
        mask: 'serviceId',
      });
      expect(badMask.statusCode).toBe(400);
      const clearedName = await post('update', {
        serviceId: massage.id,
        addOnGroup: { id: addOnGroup.id },
        mask: 'name',
      });
      expect(clearedName.statusCode).toBe(400);
      const empty = await post('set-add-ons-for-group', {
        serviceId: massage.id,
        groupId: addOnGroup.id,
        addOnIds: [],
      });
      expect(empty.statusCode).toBe(400);
      const asVisitor = await post('delete', { serviceId: massage.id, addOnGroupId: addOnGroup.id }, visitor);
      expect(asVisitor.statusCode).toBe(403);
      const service = await serviceOf(massage.id);
      expect(service.addOnGroups).toEqual([{ id: addOnGroup.id, name: 'Extras', addOnIds: ['oil'] }]);
      expect(service.revision).toBe('2');
    });

    it('goes with its service: deleting the service deletes its groups, cloning copies them', async () => {
      const massage = await newService();
      await post('create', { serviceId: massage.id, addOnGroup: { name: 'First', addOnIds: ['a'] } });
      await post('create', { serviceId: massage.id, addOnGroup: { name: 'Second', addOnIds: ['b'] } });
      const clone = await t.app.inject({
        method: 'POST',
        url: '/bookings/v2/services/clone',
        headers: { authorization: t.ownerApiKey },
        payload: { sourceServiceId: massage.id },
      });
      const copy = clone.json().service;
      expect(copy.addOnGroups.map((group: { name: string }) => group.name)).toEqual(['First', 'Second']);
      expect(copy.addOnGroups[0].id).not.toBe((await serviceOf(massage.id)).addOnGroups[0].id);

      await t.app.inject({
        method: 'DELETE',
        url: `/bookings/v2/services/${massage.id}`,
        headers: { authorization: t.ownerApiKey },
      });
      const left = await t.db.all(sql`SELECT id FROM booking_add_on_groups WHERE service_id = ${massage.id}`);
      expect(left).toEqual([]);
      expect((await serviceOf(copy.id)).addOnGroups).toHaveLength(2);
    });
  });
});
