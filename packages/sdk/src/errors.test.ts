import { describe, expect, it } from 'vitest';
import { constantCase, errorFromResponse, systemError } from './errors.js';

describe('errorFromResponse', () => {
  it('builds the validation message from the violations, sorted by field', () => {
    const error = errorFromResponse({
      status: 400,
      statusText: 'Bad Request',
      requestId: 'r1',
      body: {
        message: 'ignored',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'b', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
              { field: 'a.c', description: 'must be positive', violatedRule: 'MIN' },
            ],
          },
        },
      },
    });
    expect(error.kind).toBe('validation');
    expect(error.message).toBe('INVALID_ARGUMENT: "a.c" must be positive, "b" is required');
    expect(error.details.requestId).toBe('r1');
  });

  it('joins message and description of application errors only when they differ', () => {
    const same = errorFromResponse({
      status: 409,
      statusText: 'Conflict',
      body: {
        message: 'Taken',
        details: { applicationError: { code: 'TAKEN', description: 'Taken', data: {} } },
      },
    });
    expect(same.message).toBe('Taken');
    const different = errorFromResponse({
      status: 409,
      statusText: 'Conflict',
      body: {
        message: 'Cannot book',
        details: { applicationError: { code: 'FULL', description: 'The slot is full' } },
      },
    });
    expect(different.message).toBe('Cannot book: The slot is full');
    expect(different.details.applicationError).toEqual({
      code: 'FULL',
      description: 'The slot is full',
      data: {},
    });
  });

  it('defaults the application code to the status text in upper snake case', () => {
    const error = errorFromResponse({
      status: 428,
      statusText: 'Precondition Required',
      body: { message: 'Pay first', details: { applicationError: { description: 'Pay first' } } },
    });
    expect(error.code).toBe('PRECONDITION_REQUIRED');
  });

  it('names other 4xx errors by their status text and keeps the server message', () => {
    const withMessage = errorFromResponse({
      status: 404,
      statusText: 'Not Found',
      body: { message: 'No route', details: {} },
    });
    expect(withMessage).toMatchObject({
      kind: 'client',
      message: 'No route',
      code: 'NOT_FOUND',
      status: 404,
    });
    const bare = errorFromResponse({ status: 413, statusText: 'Payload Too Large', body: undefined });
    expect(bare.message).toBe('Payload Too Large');
  });

  it('reports 5xx as a system error, with the request id when known', () => {
    expect(
      errorFromResponse({ status: 500, statusText: 'Internal Server Error', body: {}, requestId: 'abc' })
        .message,
    ).toBe('System error occurred, request-id: abc');
    expect(systemError().message).toBe('System error occurred');
  });

  it('turns status texts into constant case', () => {
    expect(constantCase('Not Found')).toBe('NOT_FOUND');
    expect(constantCase("I'm a teapot")).toBe('I_M_A_TEAPOT');
    expect(constantCase('')).toBe('UNKNOWN');
  });
});
