import { useCallback, useState } from 'react';

/** An action's way to say it sent the browser to another page: the page keeps waiting, busy. */
export const LEAVING = 'leaving';

/**
 * The state around a page's actions: `busy` while one runs (buttons wait), and the `error` the
 * last one left, as the page's sentence (`messageOf`); `initialError` when the page opens on one. A page writes `run(() => …)` instead of
 * its own try, busy, error and finally.
 */
export function useAction(messageOf: (reason: unknown) => string, initialError: string | null = null) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);

  /**
   * Runs `action`; its failure becomes `error`. The last error is cleared as it starts, except
   * with `keepError`: a paying form keeps it in its place until the new outcome replaces it,
   * so nothing under the buyer's pointer moves mid-payment (see `PayActions`).
   */
  const run = useCallback(
    async (action: () => Promise<unknown>, { keepError = false }: { keepError?: boolean } = {}) => {
      setBusy(true);
      if (!keepError) setError(null);
      let leaving = false;
      try {
        leaving = (await action()) === LEAVING;
      } catch (reason) {
        setError(messageOf(reason));
      } finally {
        if (!leaving) setBusy(false);
      }
    },
    [messageOf],
  );

  return { busy, error, setError, run };
}

export type ActionRunner = ReturnType<typeof useAction>;
