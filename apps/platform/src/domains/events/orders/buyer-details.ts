import type { Buyer, FormResponse } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';

/** The inputs of the default registration form, as Wix names them. */
const NAME_INPUTS = { firstName: 'firstName', lastName: 'lastName', email: 'email' } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME = 100;

const answerOf = (form: FormResponse | undefined, input: string) =>
  form?.inputValues.find((value) => value.inputName === input)?.value?.trim() || undefined;

/** What a guest's form says of them: names and email, each checked when given. */
export function guestOf(form: FormResponse, at: string, checkForm: boolean) {
  const guest = {
    firstName: answerOf(form, NAME_INPUTS.firstName),
    lastName: answerOf(form, NAME_INPUTS.lastName),
    email: answerOf(form, NAME_INPUTS.email),
  };
  if (checkForm) {
    if (guest.email && !EMAIL.test(guest.email))
      throw ValidationError.field(`${at}.form.inputValues`, 'email must be an email address', 'FORMAT');
    for (const name of ['firstName', 'lastName'] as const)
      if ((guest[name]?.length ?? 0) > MAX_NAME)
        throw ValidationError.field(`${at}.form.inputValues`, `${name} is too long`, 'MAX_LENGTH');
  }
  return {
    ...(guest.firstName ? { firstName: guest.firstName } : {}),
    ...(guest.lastName ? { lastName: guest.lastName } : {}),
    ...(guest.email ? { email: guest.email } : {}),
    form,
  };
}

/**
 * The buyer: given as `buyer`, or read from the first guest's form (as the official client's
 * checkout sends it). Either way the first name, last name and email are required.
 */
export function buyerOf(buyer: Buyer | undefined, firstGuest: FormResponse | undefined): Buyer {
  if (buyer)
    return { firstName: buyer.firstName.trim(), lastName: buyer.lastName.trim(), email: buyer.email };
  const firstName = answerOf(firstGuest, NAME_INPUTS.firstName);
  const lastName = answerOf(firstGuest, NAME_INPUTS.lastName);
  const email = answerOf(firstGuest, NAME_INPUTS.email);
  if (!firstName || !lastName || !email)
    throw ValidationError.field(
      'buyer',
      'is required: the buyer’s first name, last name and email (or the first guest’s form with them)',
      'REQUIRED_FIELD',
    );
  if (!EMAIL.test(email)) throw ValidationError.field('buyer.email', 'must be an email address', 'FORMAT');
  if (firstName.length > MAX_NAME || lastName.length > MAX_NAME)
    throw ValidationError.field('buyer', 'names are at most 100 characters', 'MAX_LENGTH');
  return { firstName, lastName, email };
}

/** The buyer's details as the order's checkout form. */
export const checkoutFormOf = (buyer: Buyer): FormResponse => ({
  inputValues: [
    { inputName: NAME_INPUTS.firstName, value: buyer.firstName },
    { inputName: NAME_INPUTS.lastName, value: buyer.lastName },
    { inputName: NAME_INPUTS.email, value: buyer.email },
  ],
});
