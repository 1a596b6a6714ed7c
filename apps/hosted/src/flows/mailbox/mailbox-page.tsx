import { type FormEvent, useState } from 'react';
import { HostedFlow, useHostedFlow } from '../../shared/hosted-flow';
import { ErrorMessage } from '../../shared/layout';
import {
  keyOf,
  LINK_UNUSABLE,
  type MailboxCalls,
  type MailboxMessage,
  mailboxCalls,
  mailboxMessageOf,
} from './mailbox-calls';
import './mailbox.css';

/** The messages shown: what was sent (to one address or all), or a sample of every kind. */
type Shown = { messages: MailboxMessage[]; samples?: boolean; problem?: string };

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
 * A message's HTML part, framed as a mail client would show it once asked for: the frame is made
 * only when opened, and its sandbox allows no scripts, forms or navigation.
 */
function HtmlPart({ subject, html }: { subject: string; html: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mail-html" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>As a mail client shows it</summary>
      {open ? <iframe sandbox="" srcDoc={html} title={`${subject}, as a mail client shows it`} /> : null}
    </details>
  );
}

/** The files sent with a message (a calendar entry, tickets), each downloadable from the page. */
function Attachments({ files }: { files: MailboxMessage['attachments'] }) {
  return (
    <ul className="mail-attachments" aria-label="Attachments">
      {files.map((file) => (
        <li key={file.filename}>
          <a href={`data:${file.contentType};base64,${file.content}`} download={file.filename}>
            {file.filename}
          </a>{' '}
          <span className="muted">({kilobytes(file.content)})</span>
        </li>
      ))}
    </ul>
  );
}

/** A base64 file's size as a person reads it. */
const kilobytes = (base64: string) => `${Math.max(1, Math.round((base64.length * 3) / 4 / 1024))} KB`;

/**
 * The development mailbox (no SMTP server set): what the platform sent, newest first, for one
 * address or all, opened from a link the owner made with their API key.
 */
export function MailboxPage({ calls = mailboxCalls }: { calls?: MailboxCalls }) {
  const [key] = useState(() => keyOf(window.location.hash));
  const [to, setTo] = useState('');
  const flow = useHostedFlow<Shown>({
    credential: key,
    missing: LINK_UNUSABLE,
    load: async (link) => ({ messages: await calls.readMailbox(link, '') }),
    messageOf: mailboxMessageOf,
  });

  /** Shows what `load` brings; a link that stopped working ends the page. */
  const show = (load: Promise<MailboxMessage[]>, samples: boolean) =>
    load
      .then((messages) => flow.setStep({ messages, samples }))
      .catch((reason: unknown) => {
        const message = mailboxMessageOf(reason);
        if (message === LINK_UNUSABLE) flow.fail(message);
        else flow.setStep((current) => ({ ...current, problem: message }));
      });
  /** The messages to one address (or all) again. */
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void show(calls.readMailbox(key, to), false);
  };

  return (
    <HostedFlow title="Mailbox unavailable" state={flow.state}>
      {(shown) => (
        <main className="page mailbox" data-testid="hosted-mailbox">
          <header className="mailbox-header">
            <h1>Development mailbox</h1>
            <p className="muted">
              What the platform sent while no SMTP server is set, newest first. Nothing here left this
              machine.
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
            <button
              type="button"
              className="secondary-button"
              aria-pressed={shown.samples === true}
              onClick={() => void show(calls.previewMessages(key), true)}
            >
              Every kind of message
            </button>
          </form>
          {shown.samples ? (
            <p className="muted mail-samples-note" role="status">
              A sample of every message customers get, made from made-up orders, bookings, tickets and plans
              by the same templates. None of them was sent.
            </p>
          ) : null}
          {shown.problem ? <ErrorMessage>{shown.problem}</ErrorMessage> : null}
          {shown.messages.length === 0 ? (
            <p className="muted">No messages{to.trim() ? ` to ${to.trim()}` : ''} yet.</p>
          ) : (
            <ol className="mail-list">
              {shown.messages.map((message) => (
                <li key={message._id} className="card mail">
                  <h2>{message.subject}</h2>
                  <p className="muted mail-meta">
                    To <strong>{message.to}</strong> ·{' '}
                    <time dateTime={message._createdDate.toISOString()}>
                      {message._createdDate.toLocaleString()}
                    </time>
                  </p>
                  <Linked text={message.text} />
                  {message.html ? <HtmlPart subject={message.subject} html={message.html} /> : null}
                  {message.attachments.length > 0 ? <Attachments files={message.attachments} /> : null}
                </li>
              ))}
            </ol>
          )}
        </main>
      )}
    </HostedFlow>
  );
}
