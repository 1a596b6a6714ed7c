// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HostedFlow, useHostedFlow } from './hosted-flow';

afterEach(cleanup);

/** A page on the shared lifecycle, as small as one can be: its step is a name it loaded. */
function NamePage({
  credential,
  load,
}: {
  credential: string;
  load(credential: string): Promise<string | undefined>;
}) {
  const flow = useHostedFlow<string>({
    credential,
    missing: 'This page needs a link from a site.',
    load,
    messageOf: (reason) => `Could not load: ${String(reason)}`,
  });
  return (
    <HostedFlow title="Names unavailable" state={flow.state}>
      {(name) => (
        <main>
          <h1>Hello {name}</h1>
          <button type="button" onClick={() => flow.setStep((current) => `${current}!`)}>
            Shout
          </button>
          <button type="button" onClick={() => flow.fail('Gone now.')}>
            Give up
          </button>
        </main>
      )}
    </HostedFlow>
  );
}

describe('useHostedFlow with HostedFlow', () => {
  it('shows the busy page while the first call runs, then the loaded step', async () => {
    let resolve: (name: string) => void = () => {};
    const { container } = render(
      <NamePage credential="link" load={() => new Promise<string>((done) => (resolve = done))} />,
    );
    expect(container.querySelector('main[aria-busy="true"]')).not.toBeNull();
    resolve('Ada');
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('says the page’s own sentence for a link without a credential, and makes no call', async () => {
    const asked: string[] = [];
    render(
      <NamePage
        credential=""
        load={async (credential) => {
          asked.push(credential);
          return 'never';
        }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Names unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This page needs a link from a site.');
    expect(asked).toEqual([]);
  });

  it('says a failed first call with the page’s title and its message for the reason', async () => {
    render(<NamePage credential="link" load={() => Promise.reject(new Error('link expired'))} />);
    expect(await screen.findByRole('heading', { name: 'Names unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Could not load: Error: link expired');
  });

  it('keeps waiting when the first call sent the browser elsewhere', async () => {
    let loaded = false;
    const { container } = render(
      <NamePage
        credential="link"
        load={async () => {
          loaded = true;
          return undefined;
        }}
      />,
    );
    await expect.poll(() => loaded).toBe(true);
    expect(container.querySelector('main[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('moves between the page’s steps, and gives up when the page says so', async () => {
    render(<NamePage credential="link" load={async () => 'Ada'} />);
    (await screen.findByRole('button', { name: 'Shout' })).click();
    expect(await screen.findByRole('heading', { name: 'Hello Ada!' })).toBeTruthy();
    screen.getByRole('button', { name: 'Give up' }).click();
    expect(await screen.findByRole('heading', { name: 'Names unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Gone now.');
  });
});
