import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PremiumModal } from '../modals/premium-modal';
import { useClient } from './client-provider';
import { useModal } from './modal-provider';

function Probe({ hook }: { hook: () => unknown }) {
  hook();
  return null;
}

describe('hooks outside their providers', () => {
  it('name the provider they need (spec §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(createElement(Probe, { hook: useClient }))).toThrow(
      'useClient must be used within a ClientProvider',
    );
    expect(() => renderToString(createElement(Probe, { hook: useModal }))).toThrow(
      'useModal must be used within a ModalProvider',
    );
  });
});

describe('the premium modal', () => {
  it("carries the spec's heading, text and action button", () => {
    const html = renderToString(
      createElement(PremiumModal, { onClose: () => undefined, primaryAction: () => undefined }),
    );
    expect(html).toContain('Upgrade this site to accept payments online');
    expect(html).toContain(
      'To start getting paid online, upgrade your site with a premium that allows you to see the full payment flow',
    );
    expect(html).toContain('Upgrade Now');
  });
});
