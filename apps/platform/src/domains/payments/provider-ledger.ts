import type { ProviderCall, ProviderCallKind } from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import { lockName } from '../../kernel/db/counters.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { newId } from '../../kernel/ids.js';
import { toDecimalString } from '../../kernel/money.js';
import * as repo from './ledger-repo.js';
import type { ProviderCall as CallIdentity } from './provider.js';

/** Any answer of the provider: `status` says whether money moved (APPROVED, DONE) or not. */
type Answer = { status: string; reason?: string };

/** What a call's record says besides its answer. */
export interface CallFacts {
  reference: string;
  amountMinor?: number;
  currency?: string;
  /** The payment acted on (captured, voided, refunded). */
  targetTransactionId?: string;
}

const SUCCEEDED = new Set(['APPROVED', 'DONE']);

/** The id of the payment an answer made: a charge's, an authorization's, a kept card's, a refund's. */
const madeId = (answer: Answer): string | undefined => {
  const made = answer as { transactionId?: string; paymentMethodId?: string; refundId?: string };
  return made.transactionId ?? made.paymentMethodId ?? made.refundId;
};

/**
 * The test provider's record of its calls, on a handle of its own (`Database.sibling`), and the
 * rule that makes each call happen once: a call whose key already succeeded is answered from the
 * record, and of two at once with the same key only one is recorded as a success (the unique
 * index), the other answered with the first one's result.
 */
export function createProviderLedger(ledger: Database, clock: Clock) {
  async function record(
    db: Queryable,
    kind: ProviderCallKind,
    call: CallIdentity,
    facts: CallFacts,
    answer: Answer,
  ): Promise<boolean> {
    const id = madeId(answer);
    return repo.insertCall(db, {
      id: newId(),
      siteId: call.siteId,
      kind,
      idempotencyKey: call.idempotencyKey,
      succeeded: SUCCEEDED.has(answer.status),
      status: answer.status,
      reference: facts.reference,
      ...(facts.amountMinor !== undefined ? { amountMinor: facts.amountMinor } : {}),
      ...(facts.currency !== undefined ? { currency: facts.currency } : {}),
      ...(id !== undefined ? { transactionId: id } : {}),
      ...(facts.targetTransactionId !== undefined ? { targetTransactionId: facts.targetTransactionId } : {}),
      result: answer,
      createdDate: clock.now().toISOString(),
    });
  }

  return {
    /**
     * Answers `call` once: from the record when its key already succeeded, else by `decide`, whose
     * answer is recorded. `serializeOn` names a lock held while deciding and recording, for a
     * decision that reads earlier calls (a refund, against what is left of its payment).
     */
    async once<A extends Answer>(
      kind: ProviderCallKind,
      call: CallIdentity,
      facts: CallFacts,
      decide: (db: Queryable) => Promise<A>,
      serializeOn?: string,
    ): Promise<A> {
      const earlier = await repo.findSucceeded(ledger, call.siteId, kind, call.idempotencyKey);
      if (earlier) return earlier.result as A;
      const answerOnce = async (db: Queryable): Promise<A> => {
        const answer = await decide(db);
        if ((await record(db, kind, call, facts, answer)) || !SUCCEEDED.has(answer.status)) return answer;
        // The same call, sent at the same time, succeeded first: its answer is this one's too.
        const first = await repo.findSucceeded(db, call.siteId, kind, call.idempotencyKey);
        return (first?.result as A | undefined) ?? answer;
      };
      if (!serializeOn) return answerOnce(ledger);
      return ledger.transaction(async (tx) => {
        await lockName(tx, serializeOn);
        return answerOnce(tx);
      });
    },

    /** The successful calls that made or acted on one payment. */
    succeededFor: (db: Queryable, siteId: string, transactionId: string) =>
      repo.succeededFor(db, siteId, transactionId),

    /** A site's calls as the owner reads them, newest first. */
    async list(
      siteId: string,
      filter: { reference?: string; transactionId?: string; limit: number },
    ): Promise<ProviderCall[]> {
      return (await repo.listCalls(ledger, siteId, filter)).map((call) => ({
        _id: call.id,
        kind: call.kind,
        status: call.status as ProviderCall['status'],
        reference: call.reference,
        idempotencyKey: call.idempotencyKey,
        ...(call.amountMinor !== undefined && call.currency !== undefined
          ? { amount: toDecimalString(call.amountMinor, call.currency) }
          : {}),
        ...(call.currency !== undefined ? { currency: call.currency } : {}),
        ...(call.transactionId !== undefined ? { transactionId: call.transactionId } : {}),
        ...(call.targetTransactionId !== undefined ? { targetTransactionId: call.targetTransactionId } : {}),
        ...((call.result as Answer).reason !== undefined ? { reason: (call.result as Answer).reason } : {}),
        _createdDate: call.createdDate,
      }));
    },
  };
}

export type ProviderLedger = ReturnType<typeof createProviderLedger>;
