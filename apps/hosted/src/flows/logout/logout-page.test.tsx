// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepMemberSession, memberSession } from '../../shared/member-session';
import { LogoutPage } from './logout-page';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('LogoutPage', () => {
  it('ends the session and says so when the link names nowhere to go', async () => {
    const ended: string[] = [];
    keepMemberSession('kept-sign-in-token');
    render(
      <LogoutPage
        session="s-1"
        calls={{
          endSession: async (session) => {
            ended.push(session);
            return { siteName: 'Gym' };
          },
        }}
      />,
    );
    expect((await screen.findByTestId('signed-out')).textContent).toBe('You are signed out of Gym');
    expect(ended).toEqual(['s-1']);
    expect(memberSession()).toBeUndefined();
  });

  it('says an expired link in its own words, and still forgets the kept sign-in', async () => {
    keepMemberSession('kept-sign-in-token');
    const expired = new BazaarError('expired', 'application', {
      applicationError: { code: 'SESSION_EXPIRED', description: 'Expired', data: {} },
    });
    render(<LogoutPage session="s-1" calls={{ endSession: () => Promise.reject(expired) }} />);
    expect(await screen.findByRole('heading', { name: 'Sign-out unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This sign-out link has expired. Go back to the site and choose Sign out again.',
    );
    expect(memberSession()).toBeUndefined();
  });

  it('says a link without a session is not a sign-out link', async () => {
    render(<LogoutPage session="" calls={{ endSession: async () => ({ siteName: 'never' }) }} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This page needs a sign-out link from a site.',
    );
  });
});
