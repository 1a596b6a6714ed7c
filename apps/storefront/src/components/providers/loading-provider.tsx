'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { isLoading, nextLoadingCount } from '../../lib/rules';

interface LoadingContextValue {
  loading: boolean;
  /** Runs `task` with the global spinner shown until it settles. */
  wrap<T>(task: () => Promise<T>): Promise<T>;
}

const LoadingContext = createContext<LoadingContextValue | null>(null);

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const wrap = useCallback(async <T,>(task: () => Promise<T>): Promise<T> => {
    setCount((current) => nextLoadingCount(current, 'start'));
    try {
      return await task();
    } finally {
      setCount((current) => nextLoadingCount(current, 'end'));
    }
  }, []);
  const value = useMemo(() => ({ loading: isLoading(count), wrap }), [count, wrap]);
  return <LoadingContext.Provider value={value}>{children}</LoadingContext.Provider>;
}

export function useLoading(): LoadingContextValue {
  const context = useContext(LoadingContext);
  if (!context) throw new Error('useLoading must be used within a LoadingProvider');
  return context;
}
