import { ApplicationError } from '../../../kernel/errors.js';

/** A change or a purchase the order's state does not allow, as the wire error a person reads. */
export const refused = (code: string, description: string, status = 400) =>
  new ApplicationError({ status, code, description });
