import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ErrorMessage, Loading, Unavailable } from '../../shared/layout';
import { keyOf, LINK_UNUSABLE, type MailboxMessage, mailboxMessageOf, readMailbox } from './mailbox-calls';
import './mailbox.css';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'shown'; messages: MailboxMessage[]; problem?: string };

/** A message's text with its web addresses as links (the codes and reset links are why one reads it). */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="mail-text">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/**
 * The development mailbox (no SMTP server set): what the platform sent, newest first, for one
 * address or all, opened from a link the owner made with their API key.
 */
export function MailboxPage() {
  const [key] = useState(() => keyOf(window.location.hash));
  const [to, setTo] = useState('');
  const [state, setState] = useState<State>({ step: 'loading' });

  const load = useCallback(
    (address: string) =>
      readMailbox(key, address)
        .then((messages) => setState({ step: 'shown', messages }))
        .catch((reason: unknown) => {
          const message = mailboxMessageOf(reason);
          setState((current) =>
            current.step === 'shown' && message !== LINK_UNUSABLE
              ? { ...current, problem: message }
              : { step: 'failed', message },
          );
        }),
    [key],
  );

  useEffect(() => {
    if (!key) setState({ step: 'failed', message: LINK_UNUSABLE });
    else void load('');
  }, [key, load]);

  if (state.step === 'loading') return <Loading />;
  if (state.step === 'failed') return <Unavailable title="Mailbox unavailable" message={state.message} />;

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void load(to);
  };

  return (
    <main className="page mailbox" data-testid="hosted-mailbox">
      <header className="mailbox-header">
        <h1>Development mailbox</h1>
        <p className="muted">
          What the platform sent while no SMTP server is set, newest first. Nothing here left this machine.
        </p>
      </header>
      <form className="mailbox-filter" onSubmit={filter} aria-label="Filter by address">
        <label>
          To
          <input
            type="email"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            placeholder="Every address"
            maxLength={254}
          />
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {state.problem ? <ErrorMessage>{state.problem}</ErrorMessage> : null}
      {state.messages.length === 0 ? (
        <p className="muted">No messages{to.trim() ? ` to ${to.trim()}` : ''} yet.</p>
      ) : (
        <ol className="mail-list">
          {state.messages.map((message) => (
            <li key={message._id} className="card mail">
              <h2>{message.subject}</h2>
              <p className="muted mail-meta">
                To <strong>{message.to}</strong> ·{' '}
                <time dateTime={message._createdDate.toISOString()}>
                  {message._createdDate.toLocaleString()}
                </time>
              </p>
              <Linked text={message.text} />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
