import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  apiErrorKind,
  apiErrorMessage,
  describeApiError,
  isErrorCode,
  isUnauthorizedResponse,
} from './errors';

const graphQLErrors = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

const serverError = (status: number, body: string) =>
  new ServerError(`Received status code ${status}`, {
    response: new Response(body, { status }),
    bodyText: body,
  });

describe('describeApiError', () => {
  it('reads the code of the first GraphQL error', () => {
    const error = graphQLErrors({
      message: 'Wrong email or password.',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
    expect(describeApiError(error)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong email or password.',
    });
  });

  it('keeps the retry delay of RATE_LIMITED, rounded up to whole seconds', () => {
    const error = graphQLErrors({
      message: 'Too many attempts',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 41.2 },
    });
    expect(describeApiError(error)).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('keeps the field errors of BAD_USER_INPUT', () => {
    const error = graphQLErrors({
      message: 'Invalid input',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Invalid email address' } },
    });
    expect(describeApiError(error)).toMatchObject({ fieldErrors: { email: 'Invalid email address' } });
  });

  it('treats an unknown or missing code as INTERNAL', () => {
    expect(describeApiError(graphQLErrors({ message: 'x', extensions: { code: 'TEAPOT' } })).code).toBe(
      'INTERNAL',
    );
    expect(describeApiError(graphQLErrors({ message: 'x' })).code).toBe('INTERNAL');
  });

  it('reads a GraphQL error body from a non-GraphQL HTTP failure', () => {
    const body = JSON.stringify({ errors: [{ message: 'Slow down', extensions: { code: 'RATE_LIMITED' } }] });
    expect(describeApiError(serverError(429, body)).code).toBe('RATE_LIMITED');
  });

  it('falls back to the HTTP status when the body is not GraphQL', () => {
    expect(describeApiError(serverError(403, '<html>')).code).toBe('FORBIDDEN');
    expect(describeApiError(serverError(502, 'Bad gateway')).code).toBe('INTERNAL');
  });

  it('reports an unreachable server as NETWORK', () => {
    expect(describeApiError(new TypeError('Failed to fetch')).code).toBe('NETWORK');
  });
});

describe('apiErrorMessage', () => {
  const sentences = { generic: 'Generic', forbidden: 'Forbidden', badInput: 'Bad input', network: 'Offline' };

  it('picks the sentence of the failure kind', () => {
    expect(apiErrorMessage({ code: 'FORBIDDEN', message: 'x' }, sentences)).toBe('Forbidden');
    expect(apiErrorMessage({ code: 'BAD_USER_INPUT', message: 'x' }, sentences)).toBe('Bad input');
    expect(apiErrorMessage({ code: 'BAD_REQUEST', message: 'x' }, sentences)).toBe('Bad input');
    expect(apiErrorMessage({ code: 'NETWORK', message: 'x' }, sentences)).toBe('Offline');
  });

  it('reads a kind the screen has no sentence for, and any other code, as generic', () => {
    expect(apiErrorMessage({ code: 'RATE_LIMITED', message: 'x' }, sentences)).toBe('Generic');
    expect(apiErrorMessage({ code: 'INTERNAL', message: 'x' }, sentences)).toBe('Generic');
    expect(apiErrorKind({ code: 'INVALID_CREDENTIALS', message: 'x' })).toBe('generic');
    expect(apiErrorKind({ code: 'UNAUTHENTICATED', message: 'x' })).toBe('unauthenticated');
  });
});

describe('isErrorCode', () => {
  it('knows the schema codes only', () => {
    expect(isErrorCode('UNAUTHENTICATED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(401)).toBe(false);
  });
});

describe('isUnauthorizedResponse', () => {
  it('sees 401 on a ServerError', () => {
    expect(isUnauthorizedResponse(serverError(401, 'Unauthorized'), undefined)).toBe(true);
    expect(isUnauthorizedResponse(serverError(403, 'Forbidden'), undefined)).toBe(false);
  });

  it('sees 401 on the response behind GraphQL errors', () => {
    const error = graphQLErrors({ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } });
    expect(isUnauthorizedResponse(error, new Response('{}', { status: 401 }))).toBe(true);
    expect(isUnauthorizedResponse(error, new Response('{}', { status: 200 }))).toBe(false);
    expect(isUnauthorizedResponse(error, undefined)).toBe(false);
  });
});
