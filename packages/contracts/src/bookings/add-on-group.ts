import { type Static, Type } from 'typebox';

/** Most add-on groups one service has (Wix: `addOnGroups` maxSize 3). */
export const MAX_ADD_ON_GROUPS_PER_SERVICE = 3;
/** Most add-ons one group lists (Wix: `addOnIds` maxSize 7). */
export const MAX_ADD_ONS_PER_GROUP = 7;

const Id = Type.String({ minLength: 1, maxLength: 100 });
const AddOnIds = Type.Array(Id, { maxItems: MAX_ADD_ONS_PER_GROUP });

/**
 * A group of add-ons a customer picks from when booking a service (Wix Bookings Services V2,
 * "About Add-On Groups"): its name, how many different add-ons may be picked (no limit when
 * absent), the add-ons in display order, and a prompt shown to customers.
 */
export const AddOnGroupSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  maxNumberOfAddOns: Type.Optional(Type.Integer()),
  addOnIds: Type.Array(Type.String()),
  prompt: Type.Optional(Type.String()),
});
export type AddOnGroup = Static<typeof AddOnGroupSchema>;

/** An add-on a service offers through its groups (`service.addOnDetails`). */
export const AddOnDetailsSchema = Type.Object({
  addOnId: Type.String(),
  durationInMinutes: Type.Optional(Type.Integer()),
});

const AddOnGroupFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  maxNumberOfAddOns: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ADD_ONS_PER_GROUP })),
  addOnIds: Type.Optional(AddOnIds),
  prompt: Type.Optional(Type.String({ maxLength: 200 })),
};

export const CreateAddOnGroupRequestSchema = Type.Object({
  addOnGroup: Type.Object(AddOnGroupFields),
  serviceId: Id,
});
export type CreateAddOnGroupRequest = Static<typeof CreateAddOnGroupRequestSchema>;

export const AddOnGroupResponseSchema = Type.Object({ addOnGroup: AddOnGroupSchema });
export type AddOnGroupResponse = Static<typeof AddOnGroupResponseSchema>;

export const DeleteAddOnGroupRequestSchema = Type.Object({ addOnGroupId: Id, serviceId: Id });
export type DeleteAddOnGroupRequest = Static<typeof DeleteAddOnGroupRequestSchema>;

/**
 * The group (its `id` names it) with the fields to change: those `mask` names, or every field
 * sent when there is none. A group never moves to another service.
 */
export const UpdateAddOnGroupRequestSchema = Type.Object({
  addOnGroup: Type.Intersect([Type.Partial(Type.Object(AddOnGroupFields)), Type.Object({ id: Id })]),
  serviceId: Id,
  mask: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 2000 }),
      Type.Object({ paths: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }) }),
    ]),
  ),
});
export type UpdateAddOnGroupRequest = Static<typeof UpdateAddOnGroupRequestSchema>;

export const ListAddOnGroupsByServiceIdRequestSchema = Type.Object({
  serviceId: Id,
  groupIds: Type.Optional(Type.Array(Id, { maxItems: MAX_ADD_ON_GROUPS_PER_SERVICE })),
});
export type ListAddOnGroupsByServiceIdRequest = Static<typeof ListAddOnGroupsByServiceIdRequestSchema>;

/**
 * A group with its add-ons in display order. This platform keeps no add-on catalogue, so each
 * add-on is told by its id only.
 */
export const AddOnGroupDetailSchema = Type.Object({
  groupId: Type.String(),
  groupName: Type.String(),
  maxNumberOfAddOns: Type.Optional(Type.Integer()),
  prompt: Type.Optional(Type.String()),
  addOns: Type.Array(Type.Object({ addOnId: Type.String() })),
});

export const ListAddOnGroupsByServiceIdResponseSchema = Type.Object({
  addOnGroupsDetails: Type.Array(AddOnGroupDetailSchema),
});
export type ListAddOnGroupsByServiceIdResponse = Static<typeof ListAddOnGroupsByServiceIdResponseSchema>;

export const SetAddOnsForGroupRequestSchema = Type.Object({
  serviceId: Id,
  groupId: Id,
  addOnIds: Type.Array(Id, { minItems: 1, maxItems: MAX_ADD_ONS_PER_GROUP }),
});
export type SetAddOnsForGroupRequest = Static<typeof SetAddOnsForGroupRequestSchema>;
