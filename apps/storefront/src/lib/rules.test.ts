import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_ID } from '../constants';
import { checkClientId } from './client-id';
import { splitExamples } from './examples';
import { isLoading, nextLoadingCount, shouldShowSandboxInfo, shouldShowToast } from './rules';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the client-id check (spec §4)', () => {
  it('saves the id on the first start and keeps the session', () => {
    const storage = memoryStorage();
    const clear = vi.fn();
    expect(checkClientId(storage, 'c1', clear)).toBe('saved');
    expect(storage.values.get('storedClientId')).toBe('c1');
    expect(clear).not.toHaveBeenCalled();
  });

  it('drops the session and saves the new id when the id changed', () => {
    const storage = memoryStorage({ storedClientId: 'old' });
    const clear = vi.fn();
    expect(checkClientId(storage, 'new', clear)).toBe('changed');
    expect(clear).toHaveBeenCalledOnce();
    expect(storage.values.get('storedClientId')).toBe('new');
  });

  it('does nothing when the id is unchanged', () => {
    const clear = vi.fn();
    expect(checkClientId(memoryStorage({ storedClientId: 'same' }), 'same', clear)).toBe('unchanged');
    expect(clear).not.toHaveBeenCalled();
  });
});

describe('the loading counter', () => {
  it('counts tasks up and down, never below zero, loading while above zero', () => {
    let count = 0;
    count = nextLoadingCount(count, 'start');
    count = nextLoadingCount(count, 'start');
    count = nextLoadingCount(count, 'end');
    expect(isLoading(count)).toBe(true);
    count = nextLoadingCount(count, 'end');
    expect(isLoading(count)).toBe(false);
    expect(nextLoadingCount(count, 'end')).toBe(0);
  });
});

describe('the toast and the sandbox notice', () => {
  it('shows the toast only with the default client id and without the closed flag', () => {
    expect(shouldShowToast(DEFAULT_CLIENT_ID, null)).toBe(true);
    expect(shouldShowToast(DEFAULT_CLIENT_ID, 'true')).toBe(false);
    expect(shouldShowToast('my-own-client', null)).toBe(false);
  });

  it('detects sandboxes by host name until the flag is set', () => {
    expect(shouldShowSandboxInfo('abc123-3000.csb.app', null)).toBe(true);
    expect(shouldShowSandboxInfo('abc123-3000.csb.app', 'true')).toBe(false);
    expect(shouldShowSandboxInfo('localhost', null)).toBe(false);
  });
});

describe('examples', () => {
  const example = (slug: string, orderId: number) => ({
    data: { title: slug, description: '', slug, orderId, installLink: '' },
  });
  it('drops subscriptions and splits the rest by orderId - 1', () => {
    const all = [
      example('/booking', 1),
      example('/store', 2),
      example('/tickets', 3),
      example('/subscriptions', 4),
    ];
    const { installedExamples, uninstalledExamples } = splitExamples(all, [1, 3]);
    expect(installedExamples.map((e) => e.data.slug)).toEqual(['/store']);
    expect(uninstalledExamples.map((e) => e.data.slug)).toEqual(['/booking', '/tickets']);
  });
});
