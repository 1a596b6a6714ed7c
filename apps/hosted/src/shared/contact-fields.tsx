import type { SessionMember } from './session-member';

/**
 * Who books or buys: first and last name and email (and a phone where the page asks one), filled
 * in from the signed-in member the page is for, editable. Inputs named `firstName`, `lastName`,
 * `email` and `phone`, read from the form by the page.
 */
export function ContactFields({
  member,
  lastNameRequired,
  emailMaxLength,
  phone = false,
}: {
  member: SessionMember | undefined;
  lastNameRequired: boolean;
  emailMaxLength: number;
  phone?: boolean;
}) {
  return (
    <>
      <div className="row">
        <label>
          First name
          <input
            name="firstName"
            required
            maxLength={100}
            autoComplete="given-name"
            defaultValue={member?.firstName ?? ''}
          />
        </label>
        <label>
          Last name
          <input
            name="lastName"
            required={lastNameRequired}
            maxLength={100}
            autoComplete="family-name"
            defaultValue={member?.lastName ?? ''}
          />
        </label>
      </div>
      <label>
        Email
        <input
          name="email"
          type="email"
          required
          maxLength={emailMaxLength}
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={member?.email ?? ''}
        />
      </label>
      {phone ? (
        <label>
          Phone (optional)
          <input
            name="phone"
            type="tel"
            maxLength={50}
            autoComplete="tel"
            defaultValue={member?.phone ?? ''}
          />
        </label>
      ) : null}
    </>
  );
}
