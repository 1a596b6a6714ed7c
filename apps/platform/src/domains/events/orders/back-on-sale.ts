import type { Queryable } from '../../../kernel/db/database.js';
import * as ticketsRepo from '../tickets/repo.js';
import type { OrderRecord } from './record.js';

/** An order's sold tickets go back on sale: it ran out unpaid, or its authorized payment was voided. */
export async function putBackOnSale(tx: Queryable, order: OrderRecord): Promise<void> {
  for (const line of order.lines)
    await ticketsRepo.unsellTickets(tx, order.siteId, line.ticketDefinitionId, line.quantity);
}
