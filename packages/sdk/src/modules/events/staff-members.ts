import type {
  CreateEventStaffMemberRequest,
  EventStaffSignInResponse,
  UpdateEventStaffMemberRequest,
  EventStaffMember as WireStaffMember,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath } from '../../wire/index.js';

/** A person who works at events: checks guests in, sells at the door, reads sales. */
export type StaffMember = FromWire<WireStaffMember>;
/** A signed-in device: its access token goes to `StaffTokenStrategy`. */
export type StaffSignIn = FromWire<EventStaffSignInResponse>;

const BASE = '/events/v1/staff-members';
type Answer = Promise<{ staffMember: StaffMember }>;
const unwrap = (pending: Promise<unknown>) => (pending as Answer).then((answer) => answer.staffMember);

/** Adds a staff member to `allEvents` or `specificEvents`; the answer carries their `loginLink`. */
export const createStaffMember = defineMethod(
  ({ http }) =>
    async (staffMember: CreateEventStaffMemberRequest['staffMember']): Promise<StaffMember> =>
      unwrap(callRest(http, { method: 'POST', path: BASE, payload: { staffMember } })),
  { elevated: true },
);

export const getStaffMember = defineMethod(
  ({ http }) =>
    async (staffMemberId: string, options: { fieldsets?: 'LOGIN_LINK'[] } = {}): Promise<StaffMember> =>
      unwrap(
        callRest(http, {
          method: 'GET',
          path: fillPath(`${BASE}/{staffMemberId}`, { staffMemberId }),
          payload: options,
        }),
      ),
  { elevated: true },
);

/** Changes the fields sent (or pauses and resumes with `status`) over the `revision` read. */
export const updateStaffMember = defineMethod(
  ({ http }) =>
    async (
      staffMemberId: string,
      staffMember: Omit<UpdateEventStaffMemberRequest['staffMember'], 'id'>,
    ): Promise<StaffMember> =>
      unwrap(
        callRest(http, {
          method: 'PATCH',
          path: fillPath(`${BASE}/{staffMemberId}`, { staffMemberId }),
          payload: { staffMember },
        }),
      ),
  { elevated: true },
);

export const deleteStaffMember = defineMethod(
  ({ http }) =>
    async (staffMemberId: string): Promise<void> => {
      await callRest(http, {
        method: 'DELETE',
        path: fillPath(`${BASE}/{staffMemberId}`, { staffMemberId }),
      });
    },
  { elevated: true },
);

/** `queryStaffMembers().eq('status', 'HAS_ACCESS').find()`. */
export const queryStaffMembers = defineMethod(
  ({ http }) =>
    () =>
      createQuery<StaffMember>({
        http,
        method: 'POST',
        path: `${BASE}/query`,
        itemsKey: 'staffMembers',
        metadataKey: 'pagingMetadata',
        paging: 'offset',
      }),
  { elevated: true },
);

/** The first sign-in with a login link's token: the staff member has access from now on. */
export const joinStaffMember = defineMethod(
  ({ http }) =>
    async (joinToken: string): Promise<StaffSignIn> =>
      callRest<EventStaffSignInResponse>(http, {
        method: 'POST',
        path: `${BASE}/join`,
        payload: { joinToken },
      }),
);

/** Another device of a staff member who has joined (428 `STAFF_MEMBER_NOT_JOINED` before). */
export const loginStaffMember = defineMethod(
  ({ http }) =>
    async (loginToken: string): Promise<StaffSignIn> =>
      callRest<EventStaffSignInResponse>(http, {
        method: 'POST',
        path: `${BASE}/login`,
        payload: { loginToken },
      }),
);

/** Who an access token belongs to, while it gives access (403 `STAFF_MEMBER_SUSPENDED` when paused). */
export const accessStaffMember = defineMethod(
  ({ http }) =>
    async (accessToken: string): Promise<{ staffMember: StaffMember }> =>
      callRest<{ staffMember: WireStaffMember }>(http, {
        method: 'POST',
        path: `${BASE}/access`,
        payload: { accessToken },
      }),
);
