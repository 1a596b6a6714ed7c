'use client';

import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { apiReferenceUrl } from '../../constants';
import type { ReserveRefusal } from '../../lib/views/events';
import { useLoading } from '../providers/loading-provider';
import { useModal } from '../providers/modal-provider';
import { reserveTicket } from './actions';
import styles from './events.module.css';
import ticketStyles from './tickets.module.css';

/** What a buyer reads when the ticket went meanwhile: a sentence, never the platform's message. */
const SENTENCES: Record<Exclude<ReserveRefusal, 'OTHER'>, string> = {
  SOLD_OUT: 'Those tickets have just sold out. The list shows what is left.',
  CLOSED: 'Those tickets are no longer on sale. The list shows what is left.',
};

interface TicketChoice {
  /** Tickets are being held: every Choose waits, so one click holds one set of tickets. */
  busy: boolean;
  choose(ticketId: string, quantity: number): void;
}

const TicketChoiceContext = createContext<TicketChoice | null>(null);

/**
 * The event's ticket list, around its server-rendered options: choosing one holds it (on the
 * storefront's server, with the visitor's session) and goes on to the platform's hosted checkout.
 * A ticket gone meanwhile is said here, above the list, which is read again; any other failure
 * opens the premium modal, as the original page does. Kept above the options, so the sentence
 * stays when the list is rendered anew.
 */
export function TicketChoiceProvider({
  eventId,
  eventSlug,
  children,
}: {
  eventId: string;
  eventSlug: string;
  children: ReactNode;
}) {
  const { wrap } = useLoading();
  const { openPremiumModal } = useModal();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const value = useMemo<TicketChoice>(() => {
    const premium = () =>
      openPremiumModal({
        primaryAction: () => window.open(apiReferenceUrl('Sites'), '_blank', 'noopener'),
      });
    const choose = (ticketId: string, quantity: number) => {
      setBusy(true);
      setMessage(null);
      wrap(async () => {
        const result = await reserveTicket(eventId, eventSlug, ticketId, quantity);
        // Busy until the browser has left for the checkout.
        if (result.ok) return window.location.assign(result.url);
        setBusy(false);
        if (result.refusal === 'OTHER') return premium();
        setMessage(SENTENCES[result.refusal]);
        router.refresh();
      }).catch((error: unknown) => {
        console.error(error);
        setBusy(false);
        premium();
      });
    };
    return { busy, choose };
  }, [busy, eventId, eventSlug, wrap, openPremiumModal, router]);
  return (
    <TicketChoiceContext.Provider value={value}>
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      {children}
    </TicketChoiceContext.Provider>
  );
}

/**
 * How many, then "Choose", on a kind of ticket on sale: up to the ticket's limit per checkout (or
 * what is left), one by default; Choose holds them and goes on to the hosted checkout.
 */
export function ChooseTicket({
  ticketId,
  label,
  maxQuantity,
}: {
  ticketId: string;
  label: string;
  maxQuantity: number;
}) {
  const context = useContext(TicketChoiceContext);
  const [quantity, setQuantity] = useState(1);
  if (!context) throw new Error('ChooseTicket must be used within a TicketChoiceProvider');
  const id = `quantity-${ticketId}`;
  return (
    <div className={ticketStyles.chooseTicket}>
      {maxQuantity > 1 ? (
        <>
          <label htmlFor={id} className="visually-hidden">
            How many: {label}
          </label>
          <select
            id={id}
            className={ticketStyles.quantity}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.currentTarget.value))}
            disabled={context.busy}
          >
            {Array.from({ length: maxQuantity }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button
        type="button"
        className={ticketStyles.choose}
        onClick={() => context.choose(ticketId, quantity)}
        disabled={context.busy}
        data-testid="events.ticket-option"
      >
        Choose
        {/* Completes "Choose" for screen readers: which ticket, at what price. */}
        <span className="visually-hidden"> {label}</span>
      </button>
    </div>
  );
}
