import { useEffect } from 'react';

const QUESTION = 'Leave without saving? Your changes will be lost.';
let unsaved = false;

/**
 * While a form has unsaved changes, leaving asks first: closing or reloading the tab (the
 * browser's own question) and following a link inside the dashboard (`mayLeave`).
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    unsaved = dirty;
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => {
      unsaved = false;
      window.removeEventListener('beforeunload', ask);
    };
  }, [dirty]);
}

/** Whether a move inside the dashboard may go ahead: yes, unless the owner keeps their changes. */
export const mayLeave = (): boolean => !unsaved || window.confirm(QUESTION);

/** After a save: the next move needs no question. */
export const markSaved = (): void => {
  unsaved = false;
};
