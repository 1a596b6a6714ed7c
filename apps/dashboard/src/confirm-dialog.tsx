import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';

/**
 * A button that asks before it acts: the dialog names what will happen, and nothing happens on
 * Cancel, Escape or a click outside (Radix keeps the focus inside and gives it back).
 */
export function ConfirmButton({
  label,
  title,
  children,
  confirm,
  onConfirm,
}: {
  label: string;
  title: string;
  children: ReactNode;
  confirm: string;
  onConfirm(): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button quiet small">
          {label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>{children}</div>
          </Dialog.Description>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="button quiet">
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="button danger"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Says what an action did (or why it did not), to everyone, screen readers included. */
export function Said({ text, problem = false }: { text: string; problem?: boolean }) {
  return (
    <p role={problem ? 'alert' : 'status'} className={problem ? 'error' : 'said'}>
      {text}
    </p>
  );
}
