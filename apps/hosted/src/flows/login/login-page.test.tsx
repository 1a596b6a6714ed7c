// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberSession } from '../../shared/member-session';
import type { HostedLoginSession, LoginCalls } from './login-calls';
import { LoginPage } from './login-page';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.location.hash = '';
});

const login: HostedLoginSession = {
  siteName: 'Gym',
  prompt: 'login',
  responseMode: 'query',
  memberSignUp: 'OPEN',
  backUrl: 'https://gym.test/',
};

const refused = (code: string | number) =>
  new BazaarError('refused', 'application', {
    applicationError: { code, description: String(code), data: {} },
  });

const callsWith = (overrides: Partial<LoginCalls>): LoginCalls => ({
  loadLoginSession: async () => login,
  signIn: async () => ({ state: 'SUCCESS', sessionToken: 'member-session-token' }),
  signUp: () => Promise.reject(new Error('not in this test')),
  verifyCode: () => Promise.reject(new Error('not in this test')),
  resendCode: () => Promise.reject(new Error('not in this test')),
  verifyFactor: () => Promise.reject(new Error('not in this test')),
  sendRecoveryEmail: async () => {},
  authorize: async () => ({ redirectUrl: '#signed-in' }),
  ...overrides,
});

async function signIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  const form = screen.getByTestId('login-form');
  await act(async () => fireEvent.submit(form));
}

describe('LoginPage', () => {
  it('shows the sign-in form with a way back to the site', async () => {
    render(<LoginPage session="s" calls={callsWith({})} />);
    expect(await screen.findByRole('heading', { name: 'Sign in to Gym' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Gym' }).getAttribute('href')).toBe('https://gym.test/');
  });

  it('says an expired link in its own words', async () => {
    render(
      <LoginPage
        session="s"
        calls={callsWith({ loadLoginSession: () => Promise.reject(refused('SESSION_EXPIRED')) })}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Sign-in unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This sign-in link has expired. Go back to the site and choose Sign in again.',
    );
  });

  it('a silent request is answered at once, with no form', async () => {
    const answered: string[] = [];
    const calls = callsWith({
      loadLoginSession: async () => ({ ...login, prompt: 'none' }),
      authorize: async (session) => {
        answered.push(session);
        return { redirectUrl: '#answered' };
      },
    });
    const { container } = render(<LoginPage session="s" calls={calls} />);
    await expect.poll(() => window.location.hash).toBe('#answered');
    expect(answered).toEqual(['s']);
    expect(container.querySelector('main[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('login-form')).toBeNull();
  });

  it('signing in for another hosted page keeps the sign-in and goes back to it', async () => {
    const calls = callsWith({ loadLoginSession: async () => ({ ...login, returnTo: '#plan-summary' }) });
    render(<LoginPage session="s" calls={calls} />);
    await signIn('ada@example.com', 'a-long-password');
    expect(memberSession()).toBe('member-session-token');
    expect(window.location.hash).toBe('#plan-summary');
  });

  it('a wrong password is said, with focus on the message, and the form waits no more', async () => {
    render(<LoginPage session="s" calls={callsWith({ signIn: () => Promise.reject(refused(-19976)) })} />);
    await signIn('ada@example.com', 'wrong-password');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('That email and password do not match an account.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });
});
