import type { BazaarError } from '@bazaar/sdk';
import type { Rsvp } from '@bazaar/sdk/events';
import type { RsvpAnswer, RsvpRefusal, RsvpResultView } from '../views/events';
import type { StorefrontClient } from './client';

/** An RSVP event's answers: what came of one, and why one was refused. */

const guestsText = (count: number) => (count === 1 ? '1 guest' : `${count} guests`);

export function rsvpResultOf(rsvp: Pick<Rsvp, 'status' | 'totalGuests' | 'email'>): RsvpResultView {
  const others = rsvp.totalGuests - 1;
  const party = others > 0 ? `you and ${guestsText(others)}` : 'you';
  const said = {
    YES: {
      headline: others > 0 ? `You're going — ${guestsText(rsvp.totalGuests)}` : "You're going",
      detail: `Your place is saved for ${party}. See you there!`,
    },
    WAITING: {
      headline: "You're on the waitlist",
      detail: `The event is full for now. If ${others > 0 ? `places free up for ${party}` : 'a place frees up'}, waiting RSVPs move up in the order they came.`,
    },
    NO: {
      headline: "We've noted you can't make it",
      detail: 'Thanks for letting the organiser know.',
    },
  }[rsvp.status];
  return { status: rsvp.status, ...said, email: rsvp.email };
}

/**
 * Sends a guest's RSVP with the visitor of `client`, so the answer is theirs (the platform shows a
 * guest their own answers only). Guests brought are counted, not named: the platform names them
 * "Guest 2" and on.
 */
export async function sendRsvp(client: StorefrontClient, answer: RsvpAnswer): Promise<RsvpResultView> {
  const others = answer.going && answer.additionalGuests > 0 ? answer.additionalGuests : 0;
  const { rsvp } = await client.rsvp.createRsvp(answer.eventId, {
    form: {
      inputValues: [
        { inputName: 'firstName', value: answer.firstName },
        { inputName: 'lastName', value: answer.lastName },
        { inputName: 'email', value: answer.email },
        ...(others > 0 ? [{ inputName: 'additionalGuests', value: String(others) }] : []),
      ],
    },
    status: answer.going ? 'YES' : 'NO',
  });
  return rsvpResultOf(rsvp);
}

export function rsvpRefusalOf(error: unknown): RsvpRefusal {
  const failure = error as BazaarError | undefined;
  if (failure?.kind === 'validation') {
    const fields = failure.details.validationError?.fieldViolations ?? [];
    return { reason: fields.some((field) => /email$/i.test(field.field)) ? 'INVALID_EMAIL' : 'INVALID' };
  }
  const code = String(failure?.code ?? '');
  if (code === 'GUEST_ALREADY_REGISTERED') return { reason: 'ALREADY_ANSWERED' };
  if (code === 'REGISTRATION_CLOSED') return { reason: 'CLOSED' };
  if (code === 'GUEST_LIMIT_REACHED') {
    const available = Number(failure?.details.applicationError?.data.available);
    return { reason: 'FULL', available: Number.isInteger(available) && available > 0 ? available : 0 };
  }
  return { reason: 'OTHER' };
}
