import type { MouseEvent, ReactNode } from 'react';
import { backToSite } from './back-to-site';
import { ErrorMessage } from './layout';

const stay = (event: MouseEvent) => event.preventDefault();

/**
 * The end of a paying form: what went wrong last, the Pay button and the way back to the site.
 * While a payment is in flight nothing here moves or takes a click: the last error stays in its
 * place until the new outcome replaces it (a box that vanished on the first click used to slide
 * the way back under the buyer's second click), the button is disabled and the link inert.
 * `waiting` disables Pay with its own label while the total is being priced again.
 */
export function PayActions({
  busy,
  waiting,
  error,
  label,
  busyLabel,
  back,
  backLabel = 'Return to the site',
  children,
}: {
  busy: boolean;
  waiting?: string | undefined;
  error: string | null;
  label: string;
  busyLabel: string;
  back?: string | undefined;
  backLabel?: string;
  /** Shown between the button and the way back (a note on approval, another time to choose). */
  children?: ReactNode;
}) {
  return (
    <div className="pay-actions" aria-busy={busy}>
      {error ? <ErrorMessage inline>{error}</ErrorMessage> : null}
      <button
        type="submit"
        className="button"
        disabled={busy || waiting !== undefined}
        data-testid="pay-button"
      >
        {busy ? busyLabel : (waiting ?? label)}
      </button>
      {children}
      {back ? (
        <a
          className="link"
          href={backToSite(back)}
          aria-disabled={busy || undefined}
          tabIndex={busy ? -1 : undefined}
          onClick={busy ? stay : undefined}
        >
          {backLabel}
        </a>
      ) : null}
    </div>
  );
}
