import type {
  TicketDefinitionInput,
  UpdateTicketDefinitionRequest,
  TicketDefinition as WireTicketDefinition,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath } from '../../wire/index.js';

/** A kind of ticket as the owner manages it, with what is sold and held (`salesDetails`). */
export type TicketDefinition = FromWire<WireTicketDefinition>;

const BASE = '/events/v3/ticket-definitions';
const unwrap = (pending: Promise<unknown>) =>
  (pending as Promise<{ ticketDefinition: TicketDefinition }>).then((answer) => answer.ticketDefinition);

export const createTicketDefinition = defineMethod(
  ({ http }) =>
    async (ticketDefinition: TicketDefinitionInput): Promise<TicketDefinition> =>
      unwrap(callRest(http, { method: 'POST', path: BASE, payload: { ticketDefinition } })),
  { elevated: true },
);

export const getTicketDefinition = defineMethod(
  ({ http }) =>
    async (ticketDefinitionId: string): Promise<TicketDefinition> =>
      unwrap(
        callRest(http, {
          method: 'GET',
          path: fillPath(`${BASE}/{ticketDefinitionId}`, { ticketDefinitionId }),
        }),
      ),
  { elevated: true },
);

/** Changes the fields sent; the limit never drops below what is sold and held. */
export const updateTicketDefinition = defineMethod(
  ({ http }) =>
    async (
      ticketDefinitionId: string,
      ticketDefinition: UpdateTicketDefinitionRequest['ticketDefinition'],
    ): Promise<TicketDefinition> =>
      unwrap(
        callRest(http, {
          method: 'PATCH',
          path: fillPath(`${BASE}/{ticketDefinitionId}`, { ticketDefinitionId }),
          payload: { ticketDefinition },
        }),
      ),
  { elevated: true },
);

export const deleteTicketDefinition = defineMethod(
  ({ http }) =>
    async (ticketDefinitionId: string): Promise<void> => {
      await callRest(http, {
        method: 'DELETE',
        path: fillPath(`${BASE}/{ticketDefinitionId}`, { ticketDefinitionId }),
      });
    },
  { elevated: true },
);

/** `queryTicketDefinitions().eq('eventId', id).find()`, in the owner's order. */
export const queryTicketDefinitions = defineMethod(
  ({ http }) =>
    () =>
      createQuery<TicketDefinition>({
        http,
        method: 'POST',
        path: `${BASE}/query`,
        itemsKey: 'ticketDefinitions',
        metadataKey: 'pagingMetadata',
        paging: 'offset',
      }),
  { elevated: true },
);
