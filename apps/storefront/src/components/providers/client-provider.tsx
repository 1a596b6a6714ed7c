'use client';

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { CLIENT_ID, DAY_MS, SESSION_COOKIE } from '../../constants';
import { type BrowserClient, buildBrowserClient, writeSessionCookie } from '../../lib/client';
import { checkClientId } from '../../lib/client-id';
import { type Example, splitExamples } from '../../lib/examples';
import { parseSession } from '../../lib/platform/session';
import { readCookie, removeCookie } from '../../lib/session';
import { getMetaSiteId } from '../../lib/tokens';
import { useLoading } from './loading-provider';

/** The client of this browser's session (the `session` cookie the proxy set). */
const buildClient = (): BrowserClient => buildBrowserClient(parseSession(readCookie(SESSION_COOKIE)));

export interface ClientContextValue {
  client: BrowserClient | null;
  msid: string | null;
  installedAppsList: number[];
  installedExamples: Example[];
  uninstalledExamples: Example[];
  /** True until the start-up fetch has ended, whether it succeeded or not. */
  loading: boolean;
}

const ClientContext = createContext<ClientContextValue | null>(null);

export function ClientProvider({ children }: { children: ReactNode }) {
  const { wrap } = useLoading();
  const [state, setState] = useState<ClientContextValue>({
    client: null,
    msid: null,
    installedAppsList: [],
    installedExamples: [],
    uninstalledExamples: [],
    loading: true,
  });

  useEffect(() => {
    checkClientId(window.localStorage, CLIENT_ID, () => removeCookie(SESSION_COOKIE));
    const client = buildClient();
    const msid = getMetaSiteId(client.auth.getTokens().accessToken.value || undefined);
    setState((current) => ({ ...current, client, msid }));
    wrap(async () => {
      // App detection runs on the storefront's server, as a throwaway visitor (see its route).
      const [examples, installedAppsList] = await Promise.all([
        fetch('/examples.json').then((response) => response.json() as Promise<Example[]>),
        fetch('/api/installed-apps')
          .then((response) => response.json() as Promise<{ installedApps: number[] }>)
          .then((answer) => answer.installedApps),
      ]);
      setState((current) => ({
        ...current,
        installedAppsList,
        ...splitExamples(examples, installedAppsList),
      }));
      // Tokens renewed meanwhile are kept; none (a Logout cleared them while this ran) are not
      // written, or the next page would start from an empty session the middleware leaves alone.
      const tokens = client.auth.getTokens();
      if (tokens.accessToken.value) writeSessionCookie(SESSION_COOKIE, tokens, (90 * DAY_MS) / 1000);
    })
      .catch((error: unknown) => console.error('Failed to fetch data:', error))
      .finally(() => setState((current) => ({ ...current, loading: false })));
  }, [wrap]);

  const value = useMemo(() => state, [state]);
  return <ClientContext.Provider value={value}>{children}</ClientContext.Provider>;
}

export function useClient(): ClientContextValue {
  const context = useContext(ClientContext);
  if (!context) throw new Error('useClient must be used within a ClientProvider');
  return context;
}
