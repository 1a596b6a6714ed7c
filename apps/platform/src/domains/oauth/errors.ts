import type { ErrorBody } from '@bazaar/contracts';
import { ApplicationError } from '../../kernel/errors.js';

type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

/**
 * A token-endpoint refusal. The body is the platform's application error, plus the OAuth 2.0
 * `error` and `error_description` fields (RFC 6749 §5.2) that generic OAuth clients read.
 */
export class OAuthError extends ApplicationError {
  constructor(
    readonly error: OAuthErrorCode,
    description: string,
  ) {
    super({ status: 400, code: error.toUpperCase(), description });
  }

  override toBody(): ErrorBody & { error: string; error_description: string } {
    return { ...super.toBody(), error: this.error, error_description: this.description };
  }
}
