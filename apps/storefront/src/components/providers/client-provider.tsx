'use client';

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { CLIENT_ID, SESSION_COOKIE } from '../../constants';
import { checkClientId } from '../../lib/client-id';
import { type Example, splitExamples } from '../../lib/examples';
import { removeCookie } from '../../lib/session';
import { useLoading } from './loading-provider';

export interface ClientContextValue {
  msid: string | null;
  installedAppsList: number[];
  installedExamples: Example[];
  uninstalledExamples: Example[];
  /** True until the start-up fetch has ended, whether it succeeded or not. */
  loading: boolean;
}

const ClientContext = createContext<ClientContextValue | null>(null);

/**
 * The client context of the original storefront: the visitor's meta-site id (read from their
 * session by the storefront's server) and which example apps this site has installed, found once
 * per page load by the storefront's server (`/api/installed-apps`, as a throwaway visitor).
 */
export function ClientProvider({ msid, children }: { msid: string | null; children: ReactNode }) {
  const { wrap } = useLoading();
  const [detected, setDetected] = useState({
    installedAppsList: [] as number[],
    installedExamples: [] as Example[],
    uninstalledExamples: [] as Example[],
    loading: true,
  });

  useEffect(() => {
    checkClientId(window.localStorage, CLIENT_ID, () => removeCookie(SESSION_COOKIE));
    wrap(async () => {
      const [examples, installedAppsList] = await Promise.all([
        fetch('/examples.json').then((response) => response.json() as Promise<Example[]>),
        fetch('/api/installed-apps')
          .then((response) => response.json() as Promise<{ installedApps: number[] }>)
          .then((answer) => answer.installedApps),
      ]);
      setDetected((current) => ({
        ...current,
        installedAppsList,
        ...splitExamples(examples, installedAppsList),
      }));
    })
      // The spec's start-up failure (storefront §8): logged, and the list says it found no apps.
      .catch((error: unknown) => console.error('Failed to fetch data:', error))
      .finally(() => setDetected((current) => ({ ...current, loading: false })));
  }, [wrap]);

  const value = useMemo(() => ({ msid, ...detected }), [msid, detected]);
  return <ClientContext.Provider value={value}>{children}</ClientContext.Provider>;
}

export function useClient(): ClientContextValue {
  const context = useContext(ClientContext);
  if (!context) throw new Error('useClient must be used within a ClientProvider');
  return context;
}
