// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LEAVING, useAction } from './action';

afterEach(cleanup);

/** A button whose action the test settles by hand, with the runner's state shown as text. */
function Saver({ action, keepError }: { action(): Promise<unknown>; keepError?: boolean }) {
  const { busy, error, run } = useAction((reason) => `Not saved: ${String(reason)}`);
  return (
    <>
      <button type="button" disabled={busy} onClick={() => run(action, { keepError })}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

/** An action the test resolves or rejects when it wants. */
function pending() {
  const control: { resolve(value?: unknown): void; reject(reason: unknown): void } = {
    resolve: () => {},
    reject: () => {},
  };
  const start = () =>
    new Promise((resolve, reject) => {
      control.resolve = resolve;
      control.reject = reject;
    });
  return { control, start };
}

describe('useAction', () => {
  it('is busy while the action runs, and not after it succeeds', async () => {
    const { control, start } = pending();
    render(<Saver action={start} />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('button', { name: 'Saving…' }).hasAttribute('disabled')).toBe(true);
    await act(async () => control.resolve());
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failure in the page’s words, and clears it when the next action starts', async () => {
    const { control, start } = pending();
    render(<Saver action={start} />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await act(async () => control.reject(new Error('refused')));
    expect(screen.getByRole('alert').textContent).toBe('Not saved: Error: refused');
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the last error in its place while a paying action runs (keepError)', async () => {
    const { control, start } = pending();
    render(<Saver action={start} keepError />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await act(async () => control.reject(new Error('declined')));
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('alert').textContent).toBe('Not saved: Error: declined');
    await act(async () => control.resolve());
    expect(screen.getByRole('alert').textContent).toBe('Not saved: Error: declined');
  });

  it('stays busy when the action sent the browser elsewhere', async () => {
    const { control, start } = pending();
    render(<Saver action={start} />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await act(async () => control.resolve(LEAVING));
    expect(screen.getByRole('button', { name: 'Saving…' }).hasAttribute('disabled')).toBe(true);
  });
});
