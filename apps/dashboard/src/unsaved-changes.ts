import { useEffect, useId } from 'react';

const QUESTION = 'Leave without saving? Your changes will be lost.';
/** The forms of the page with changes not saved (a page may have several). */
const unsaved = new Set<string>();

/**
 * While a form has unsaved changes, leaving asks first: closing or reloading the tab (the
 * browser's own question) and following a link inside the dashboard (`mayLeave`).
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const form = useId();
  useEffect(() => {
    if (!dirty) return;
    unsaved.add(form);
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => {
      unsaved.delete(form);
      window.removeEventListener('beforeunload', ask);
    };
  }, [dirty, form]);
  // After a save that moves on at once (before the form renders clean): no question.
  return () => {
    unsaved.delete(form);
  };
}

/** Whether a move inside the dashboard may go ahead: yes, unless the owner keeps their changes. */
export const mayLeave = (): boolean => unsaved.size === 0 || window.confirm(QUESTION);
