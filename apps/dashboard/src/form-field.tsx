import { type ReactNode, useId } from 'react';

/**
 * A labelled input with its hint and its problem, tied to it for screen readers
 * (`aria-describedby`, `aria-invalid`), so a sentence under a field is read with the field.
 */
export function Field({
  label,
  value,
  onChange,
  problem,
  hint,
  multiline = false,
  inputMode,
  maxLength,
  className,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  problem?: string;
  hint?: ReactNode;
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'text';
  maxLength?: number;
  className?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    value,
    maxLength,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(change) => onChange(change.currentTarget.value)} />
      ) : (
        <input
          {...shared}
          inputMode={inputMode}
          onChange={(change) => onChange(change.currentTarget.value)}
        />
      )}
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="field-problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
