// @vitest-environment happy-dom
import { BazaarError } from '@bazaar/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResetCalls } from './reset-calls';
import { ResetPasswordPage } from './reset-password-page';

beforeEach(() => {
  window.location.hash = '#token=recovery-1';
});
afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const reset = { siteName: 'Gym', email: 'ada@example.com', returnUrl: 'https://gym.test/sign-in' };

const callsWith = (overrides: Partial<ResetCalls>): ResetCalls => ({
  loadPasswordReset: async () => reset,
  resetPassword: async () => {},
  ...overrides,
});

async function save(password: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  const form = screen.getByTestId('reset-form');
  await act(async () => fireEvent.submit(form));
}

describe('ResetPasswordPage', () => {
  it('asks for a new password for the link’s account', async () => {
    render(<ResetPasswordPage calls={callsWith({})} />);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText('ada@example.com').closest('p')?.textContent).toBe('For ada@example.com.');
  });

  it('says a used link cannot reset the password', async () => {
    const used = new BazaarError('used', 'application', {
      applicationError: { code: 'RECOVERY_LINK_INVALID', description: 'Used', data: {} },
    });
    render(<ResetPasswordPage calls={callsWith({ loadPasswordReset: () => Promise.reject(used) })} />);
    expect(await screen.findByRole('heading', { name: 'Password reset unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This link has expired or was already used.');
  });

  it('a link without a token makes no call and says why', async () => {
    window.location.hash = '';
    render(
      <ResetPasswordPage
        calls={callsWith({ loadPasswordReset: () => Promise.reject(new Error('called')) })}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link has expired or was already used.',
    );
  });

  it('saves the password, then says it is changed and leads on to sign in, with focus on the news', async () => {
    const saved: string[] = [];
    render(
      <ResetPasswordPage
        calls={callsWith({
          resetPassword: async (token, password) => {
            saved.push(`${token}:${password}`);
          },
        })}
      />,
    );
    await save('a-long-new-password');
    expect(saved).toEqual(['recovery-1:a-long-new-password']);
    const heading = await screen.findByRole('heading', { name: 'Your password is changed' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Continue to sign in' }).getAttribute('href')).toBe(
      reset.returnUrl,
    );
  });

  it('a refused password is said on the form, with focus on the message', async () => {
    const short = new BazaarError('short', 'validation', {
      validationError: {
        fieldViolations: [{ field: 'password', description: 'too short', violatedRule: 'MIN' }],
      },
    });
    render(<ResetPasswordPage calls={callsWith({ resetPassword: () => Promise.reject(short) })} />);
    await save('short');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Choose a password of at least \d+ characters\.$/);
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('button', { name: 'Save the new password' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
