import { ERROR_CODES, type TApiError } from '@immora/shared/api';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { LISTING_MESSAGES } from '@immora/shared/listing-form';

type Answer = { description: string; example: TApiError };
const error = (code: string, message: string, fields?: Record<string, string>): TApiError => ({
  success: false,
  error: { code, message, ...(fields ? { fields } : {}) },
});

/**
 * How each error status reads in the OpenAPI document, with an example of the one error shape
 * (`plugins/error-handler.ts` writes every one of them).
 */
export const ERROR_ANSWERS: Record<number, Answer> = {
  400: {
    description: 'The request is not valid: `error.fields` names each field that is wrong, with its message.',
    example: error(ERROR_CODES.validation, 'Invalid e-mail address', { email: 'Invalid e-mail address' }),
  },
  401: {
    description: 'No valid session: sign in (again) and send `Authorization: Bearer <token>`.',
    example: error(ERROR_CODES.unauthorized, 'Please sign in to continue.'),
  },
  403: {
    description: 'Signed in, but this account may not do this (role, subscription, verification or ownership).',
    example: error(ERROR_CODES.forbidden, 'Your account type cannot do this.'),
  },
  404: {
    description: 'What the path names does not exist (or is not public).',
    example: error(ERROR_CODES.notFound, 'Not found.'),
  },
  409: {
    description: 'The request conflicts with the current state of what it names.',
    example: error(ERROR_CODES.conflict, 'This already exists.'),
  },
  410: {
    description: 'The link has expired: ask for a new one.',
    example: error(ERROR_CODES.badRequest, AUTH_MESSAGES.tokenExpired),
  },
  413: {
    description: 'The request body is too large.',
    example: error(ERROR_CODES.tooLarge, 'The request body is too large.'),
  },
  415: {
    description: 'The body is not in a content type this operation reads.',
    example: error(ERROR_CODES.unsupportedMedia, 'This content type is not supported here; send JSON.'),
  },
  429: {
    description: 'Too many requests from this client (or for this address): wait and try again.',
    example: error(ERROR_CODES.tooManyRequests, 'Too many requests. Please try again in 60 seconds.'),
  },
  502: {
    description: 'An outside service this operation relies on did not answer.',
    example: error(ERROR_CODES.unavailable, LISTING_MESSAGES.geocodeError),
  },
  503: {
    description: 'This feature is not configured on this server.',
    example: error(ERROR_CODES.unavailable, AUTH_MESSAGES.providerNotConfigured.replace('{provider}', 'Google')),
  },
};
