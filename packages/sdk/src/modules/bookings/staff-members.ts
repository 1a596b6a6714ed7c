import type {
  CreateStaffMemberRequest,
  StaffMemberResponse,
  UpdateStaffMemberRequest,
  StaffMember as WireStaffMember,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

/** Someone who provides services, with their weekly hours (the site's zone) and time off. */
export type StaffMember = FromWire<WireStaffMember>;

/** `queryStaffMembers().ascending('name').find()`: the site's staff members, paged by offset. */
export const queryStaffMembers = defineMethod(
  ({ http }) =>
    () =>
      createQuery<StaffMember>({
        http,
        method: 'POST',
        path: '/bookings/v1/staff-members/query',
        itemsKey: 'staffMembers',
        metadataKey: 'pagingMetadata',
        paging: 'offset',
      }),
);

export const getStaffMember = defineMethod(
  ({ http }) =>
    async (staffMemberId: string): Promise<StaffMember> =>
      (
        await callRest<StaffMemberResponse>(http, {
          method: 'GET',
          path: fillPath('/bookings/v1/staff-members/{staffMemberId}', { staffMemberId }),
        })
      ).staffMember,
);

export const createStaffMember = defineMethod(
  ({ http }) =>
    async (staffMember: SdkRequest<CreateStaffMemberRequest>['staffMember']): Promise<StaffMember> =>
      (
        await callRest<StaffMemberResponse>(http, {
          method: 'POST',
          path: '/bookings/v1/staff-members',
          payload: { staffMember },
        })
      ).staffMember,
  { elevated: true },
);

/** Changes the fields sent; a stale `revision` is refused. */
export const updateStaffMember = defineMethod(
  ({ http }) =>
    async (
      staffMemberId: string,
      staffMember: SdkRequest<UpdateStaffMemberRequest>['staffMember'],
    ): Promise<StaffMember> =>
      (
        await callRest<StaffMemberResponse>(http, {
          method: 'PATCH',
          path: fillPath('/bookings/v1/staff-members/{staffMemberId}', { staffMemberId }),
          payload: { staffMember },
        })
      ).staffMember,
  { elevated: true },
);

export const deleteStaffMember = defineMethod(
  ({ http }) =>
    async (staffMemberId: string): Promise<void> => {
      await callRest(http, {
        method: 'DELETE',
        path: fillPath('/bookings/v1/staff-members/{staffMemberId}', { staffMemberId }),
      });
    },
  { elevated: true },
);
