// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountCalls, HostedInvitation } from './account-calls';
import { AccountSetupPage } from './account-setup-page';
import { InvitationPage } from './invitation-page';

beforeEach(() => {
  window.location.hash = '#token=link-token';
});
afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const refused = (code: string) =>
  new BazaarError(code, 'application', { applicationError: { code, description: code, data: {} } }, 410);

const invitation = (accountExists: boolean): HostedInvitation => ({
  siteName: 'Lisbon Bakery',
  email: 'bea@example.com',
  role: 'MANAGER',
  accountExists,
  expiresDate: '2030-01-08T00:00:00Z',
});

/** Calls that answer as the test says, recording what was sent. */
function calls(found: HostedInvitation | Error, sent: string[] = []): AccountCalls {
  return {
    readInvitation: async () => {
      if (found instanceof Error) throw found;
      return found;
    },
    acceptInvitation: async (token, password) => {
      sent.push(`${token} ${password}`);
      return { siteId: 'bakery', role: 'MANAGER' };
    },
    setUp: async (token, email, password) => {
      if (sent.length > 0) throw refused('SETUP_LINK_UNUSABLE');
      sent.push(`${token} ${email} ${password}`);
      return { accountId: 'ana', siteIds: ['demo'] };
    },
  };
}

describe('InvitationPage', () => {
  it('makes the account with a password and says what the person now is', async () => {
    const sent: string[] = [];
    render(<InvitationPage calls={calls(invitation(false), sent)} />);
    expect(await screen.findByRole('heading', { name: 'Join Lisbon Bakery' })).toBeTruthy();
    expect(screen.getByText(/as a manager/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Accept and make my account' })),
    );
    expect(sent).toEqual(['link-token correct horse battery']);
    expect(screen.getByRole('heading', { name: "You're in" })).toBeTruthy();
  });

  it('asks an address with an account to sign in, and says a spent link is no good', async () => {
    render(<InvitationPage calls={calls(invitation(true))} />);
    expect((await screen.findByText(/sign in with it/)).textContent).toContain('bea@example.com');
    expect(screen.queryByLabelText('Password')).toBeNull();
    cleanup();
    render(<InvitationPage calls={calls(refused('INVITATION_UNUSABLE'))} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/accepted, withdrawn or has expired/);
  });
});

describe('AccountSetupPage', () => {
  it('makes the first account once, then says the link is spent', async () => {
    const sent: string[] = [];
    render(<AccountSetupPage calls={calls(invitation(false), sent)} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make the account' })));
    expect(screen.getByRole('heading', { name: 'Your account is ready' })).toBeTruthy();
    expect(screen.getByText(/You own the site this platform has/)).toBeTruthy();
    cleanup();
    render(<AccountSetupPage calls={calls(invitation(false), sent)} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'eve@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make the account' })));
    expect(screen.getByRole('alert').textContent).toMatch(/set-up link was used or has expired/);
  });
});
