import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';

/** A new password, with the rule it must follow said under it. */
export function NewPasswordField({ value, onChange }: { value: string; onChange(next: string): void }) {
  return (
    <div className="question">
      <label>
        Password
        <input
          name="password"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={256}
          autoComplete="new-password"
          aria-describedby="new-password-hint"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
      <p id="new-password-hint" className="field-hint">
        At least {PASSWORD_MIN_LENGTH} characters.
      </p>
    </div>
  );
}
