import { type FormEvent, type ReactNode, useState } from 'react';
import { Said } from './confirm-dialog';
import { useUnsavedChanges } from './unsaved-changes';
import { messageOf } from './words';

export interface Saying {
  text: string;
  problem?: boolean;
}

/**
 * What every editing form of the dashboard does the same way: the draft as typed against the
 * draft as last saved (unsaved changes ask before leaving), problems shown by their fields once
 * a save was tried, and one sentence saying what the last action did.
 */
export function useEditForm<Draft extends object>(
  initial: Draft,
  problemsOf: (draft: Draft) => Record<string, string>,
) {
  const [before, setBefore] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [said, say] = useState<Saying>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(before);
  const leaveFreely = useUnsavedChanges(dirty);
  return {
    draft,
    before,
    dirty,
    said,
    say,
    problems: tried ? problemsOf(draft) : {},
    /** Part of the draft changed by the owner; the last action's sentence no longer applies. */
    change(part: Partial<Draft> | ((current: Draft) => Partial<Draft>)) {
      setDraft((current) => ({ ...current, ...(typeof part === 'function' ? part(current) : part) }));
      say(undefined);
    },
    failed: (reason: unknown) => say({ text: messageOf(reason), problem: true }),
    /** The form's submit: nothing while a save runs; problems stop it, said by their fields. */
    submitWith: (saving: boolean, save: (sent: Draft) => void) => (event: FormEvent) => {
      event.preventDefault();
      if (saving) return;
      setTried(true);
      if (Object.keys(problemsOf(draft)).length > 0) {
        say({ text: 'Some details need a look: see the sentences by them.', problem: true });
        return;
      }
      save(draft);
    },
    /**
     * A save of `sent` went through; `stored` is what the platform keeps (it may fill in a slug or
     * a code). What the owner typed while it ran stays in the draft, still unsaved.
     */
    saved(sent: Draft, text: string, stored: Draft = sent) {
      leaveFreely();
      setBefore(stored);
      setDraft((current) => (JSON.stringify(current) === JSON.stringify(sent) ? stored : current));
      setTried(false);
      say({ text });
    },
    /** What counts as stored, without a message (a save that stopped part way). */
    rebase: setBefore,
    /** Before moving on at once after a save or a delete: no question on the way out. */
    leaveFreely,
  };
}

/** The bottom of an editing form: what the last action did, or that changes wait, and its buttons. */
export function SaveBar({
  said,
  dirty,
  children,
}: {
  said: Saying | undefined;
  dirty: boolean;
  children: ReactNode;
}) {
  return (
    <div className="save-bar">
      {said ? <Said {...said} /> : dirty ? <p className="muted">Unsaved changes</p> : null}
      {children}
    </div>
  );
}
