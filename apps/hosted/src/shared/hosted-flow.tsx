import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Loading, Unavailable } from './layout';

/**
 * Where a hosted page stands: its first call under way, the browser on its way elsewhere (the page
 * keeps waiting), a reason it cannot go on, or one of the page's own steps.
 */
export type FlowState<Step> =
  | { status: 'loading' }
  | { status: 'leaving' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; step: Step };

/**
 * Thrown by a page's `load` when its data says the page cannot go on (a checkout paid already):
 * the page shows `message` as it is, in place of a failed call's.
 */
export class FlowEnded extends Error {}

export interface HostedFlowSpec<Step> {
  /** What opened the page: its redirect session's token, or the key or token in the link; '' when it had none. */
  credential: string;
  /** What the page says when its link carries no credential (the page makes no call then). */
  missing: string;
  /** The page's first call(s), and the step they lead to; `undefined` when the browser was sent elsewhere. */
  load(credential: string): Promise<Step | undefined>;
  /** What the page says about a failed first call. */
  messageOf(reason: unknown): string;
}

/**
 * The lifecycle every hosted page shares: the link's credential checked, the page's data loaded
 * once, and the page's steps from there. `setStep` moves between the page's own steps; `fail`
 * gives up on the page (a link found unusable later on).
 */
export function useHostedFlow<Step>({ credential, missing, load, messageOf }: HostedFlowSpec<Step>) {
  const [state, setState] = useState<FlowState<Step>>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per link; `load` and `messageOf` are the page's, new each render
  useEffect(() => {
    if (!credential) {
      setState({ status: 'failed', message: missing });
      return;
    }
    load(credential)
      .then((step) => setState(step === undefined ? { status: 'leaving' } : { status: 'ready', step }))
      .catch((reason: unknown) =>
        setState({
          status: 'failed',
          message: reason instanceof FlowEnded ? reason.message : messageOf(reason),
        }),
      );
  }, [credential]);

  /** The next step, or a change of the current one; nothing before the page has loaded. */
  const setStep = useCallback(
    (next: Step | ((current: Step) => Step)) =>
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', step: next instanceof Function ? next(current.step) : next }
          : current,
      ),
    [],
  );
  const fail = useCallback((message: string) => setState({ status: 'failed', message }), []);

  return { state, setStep, fail };
}

/**
 * Renders a hosted page by where its flow stands: `Loading` until its data is in (and while the
 * browser leaves), `Unavailable` with the page's `title` when it cannot go on, else the page's
 * own step, which `children` renders (as an element: a step's component owns its own hooks).
 */
export function HostedFlow<Step>({
  title,
  state,
  children,
}: {
  title: string;
  state: FlowState<Step>;
  children(step: Step): ReactNode;
}) {
  if (state.status === 'failed') return <Unavailable title={title} message={state.message} />;
  if (state.status !== 'ready') return <Loading />;
  return children(state.step);
}
