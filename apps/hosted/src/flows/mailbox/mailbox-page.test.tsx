// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailboxCalls, MailboxMessage } from './mailbox-calls';
import { MailboxPage } from './mailbox-page';

beforeEach(() => {
  window.location.hash = '#key=mailbox-key';
});
afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const message = (to: string, subject: string): MailboxMessage => ({
  _id: `${to}-${subject}`,
  _createdDate: new Date('2030-01-01T10:00:00Z'),
  to,
  subject,
  text: 'Your code is 123456. Or open https://shop.test/verify',
  html: '',
  attachments: [],
});
const mail = [message('ada@example.com', 'Your code'), message('bob@example.com', 'Welcome')];

const refused = (code: string) =>
  new BazaarError('refused', 'application', { applicationError: { code, description: code, data: {} } });

/** A mailbox that answers by address, or refuses as the test says once the page has opened. */
function mailbox(later?: unknown): MailboxCalls {
  let opened = false;
  return {
    readMailbox: async (key, to) => {
      if (key !== 'mailbox-key') throw refused('MAILBOX_LINK_INVALID');
      if (opened && later) throw later;
      opened = true;
      return mail.filter((one) => !to || one.to === to);
    },
    previewMessages: async (key) => {
      if (key !== 'mailbox-key') throw refused('MAILBOX_LINK_INVALID');
      return [message('customer@example.com', 'Reminder: Haircut tomorrow')];
    },
  };
}

async function show(address: string) {
  fireEvent.change(await screen.findByLabelText('To'), { target: { value: address } });
  const form = screen.getByRole('form', { name: 'Filter by address' });
  await act(async () => fireEvent.submit(form));
}

describe('MailboxPage', () => {
  it('lists what was sent, with links in the text', async () => {
    render(<MailboxPage calls={mailbox()} />);
    expect(await screen.findByRole('heading', { name: 'Your code' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'https://shop.test/verify' })).toHaveLength(2);
  });

  it('frames a message’s HTML part, sandboxed, under its text', async () => {
    const withHtml = { ...message('cy@example.com', 'Your order'), html: '<p>Thank you</p>' };
    render(
      <MailboxPage
        calls={{
          readMailbox: async () => [withHtml, message('dee@example.com', 'Plain')],
          previewMessages: async () => [],
        }}
      />,
    );
    const details = (await screen.findByText('As a mail client shows it')).closest(
      'details',
    ) as HTMLDetailsElement;
    expect(screen.queryByTitle('Your order, as a mail client shows it')).toBeNull();
    details.open = true;
    await act(async () => fireEvent(details, new Event('toggle')));
    const frame = screen.getByTitle('Your order, as a mail client shows it') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Thank you</p>');
    // A message without an HTML part has nothing to frame.
    expect(screen.getAllByText('As a mail client shows it')).toHaveLength(1);
  });

  it('offers each file sent with a message for download, with its size', async () => {
    const content = btoa('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'.repeat(100));
    const withFile = {
      ...message('cy@example.com', 'Booked'),
      attachments: [{ filename: 'booking.ics', contentType: 'text/calendar', content }],
    };
    render(<MailboxPage calls={{ readMailbox: async () => [withFile], previewMessages: async () => [] }} />);
    const link = await screen.findByRole('link', { name: 'booking.ics' });
    expect(link.getAttribute('download')).toBe('booking.ics');
    expect(link.getAttribute('href')).toBe(`data:text/calendar;base64,${content}`);
    expect(screen.getByText('(3 KB)')).toBeTruthy();
  });

  it('shows a sample of every kind of message on request, saying none was sent', async () => {
    render(<MailboxPage calls={mailbox()} />);
    const samples = await screen.findByRole('button', { name: 'Every kind of message' });
    expect(samples.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(samples));
    expect(screen.getByRole('heading', { name: 'Reminder: Haircut tomorrow' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your code' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('None of them was sent.');
    expect(samples.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows one address’s messages, or says there are none', async () => {
    render(<MailboxPage calls={mailbox()} />);
    await show('bob@example.com');
    expect(screen.queryByRole('heading', { name: 'Your code' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    await show('eve@example.com');
    expect(screen.getByText('No messages to eve@example.com yet.')).toBeTruthy();
  });

  it('says an unusable link', async () => {
    window.location.hash = '#key=old-key';
    render(<MailboxPage calls={mailbox()} />);
    expect(await screen.findByRole('heading', { name: 'Mailbox unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This mailbox link has expired or is not valid.');
  });

  it('keeps the messages and says a failed refresh above them', async () => {
    render(<MailboxPage calls={mailbox(new Error('network'))} />);
    await screen.findByRole('heading', { name: 'Your code' });
    await show('bob@example.com');
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('heading', { name: 'Your code' })).toBeTruthy();
  });

  it('ends the page when the link stops working', async () => {
    render(<MailboxPage calls={mailbox(refused('MAILBOX_LINK_INVALID'))} />);
    await screen.findByRole('heading', { name: 'Your code' });
    await show('bob@example.com');
    expect(screen.getByRole('heading', { name: 'Mailbox unavailable' })).toBeTruthy();
  });
});
