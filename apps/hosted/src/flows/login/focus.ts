import { useEffect, useRef } from 'react';

/**
 * Moves focus to an element when `key` changes: the heading of each new step, so a screen reader
 * says where the person now is and Tab starts from there; an error as it appears. `undefined` is
 * "nothing shown yet": the first thing shown is no change (an opening page keeps the browser's
 * own focus), while `null` (no error) becoming an error is one.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string | null | undefined) {
  const ref = useRef<T>(null);
  // The key last focused for, rather than a "first render" flag: StrictMode runs effects twice.
  const shown = useRef(key);
  useEffect(() => {
    if (key === undefined || shown.current === key) return;
    const first = shown.current === undefined;
    shown.current = key;
    if (key && !first) ref.current?.focus();
  }, [key]);
  return ref;
}
