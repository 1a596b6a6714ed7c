import { useId } from 'react';

/**
 * One choice of a few, as radio buttons under a legend: how guests come, where a service takes
 * place, how a plan is paid. `disabled` keeps a choice made once (a service's kind) readable.
 */
export function RadioChoices<Value extends string>({
  legend,
  value,
  options,
  onChange,
  disabled = false,
}: {
  legend: string;
  value: Value;
  options: readonly (readonly [Value, string])[];
  onChange(value: Value): void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="choices" disabled={disabled}>
      <legend>{legend}</legend>
      {options.map(([option, words]) => (
        <label key={option} className="check">
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
          {words}
        </label>
      ))}
    </fieldset>
  );
}

/** A yes-or-no setting as a labelled checkbox. */
export function CheckBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      {label}
    </label>
  );
}
