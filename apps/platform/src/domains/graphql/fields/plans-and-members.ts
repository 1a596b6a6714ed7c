import {
  GetCurrentMemberQuerySchema,
  ListPublicPlansResponseSchema,
  MemberResponseSchema,
  QueryPublicPlansRequestSchema,
} from '@bazaar/contracts';
import type { GatewayField } from './gateway-field.js';

/** The public plans and the signed-in member. */
export const plansAndMembersFields: GatewayField[] = [
  {
    name: 'pricingPlansPlansV2PublicPlans',
    on: ['query'],
    description: 'The plans offered to visitors',
    argument: { name: 'queryInput', schema: QueryPublicPlansRequestSchema },
    call: (input) => ({ method: 'POST', url: '/pricing-plans/v2/plans/public/query', body: input }),
    answer: ListPublicPlansResponseSchema,
    list: 'plans',
  },
  {
    name: 'membersMembersV1CurrentMember',
    on: ['query'],
    description: 'The signed-in member (an error for a visitor)',
    argument: { name: 'queryInput', schema: GetCurrentMemberQuerySchema },
    call: (input) => ({
      method: 'GET',
      url: '/members/v1/members/my',
      query: input as Record<string, string | string[]>,
    }),
    answer: MemberResponseSchema,
  },
];
