import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type TApiError } from '@immora/shared/api';
import { AppError } from '../lib/errors.ts';

type Mapped = { status: number; body: TApiError };

const fail = (status: number, code: string, message: string, fields?: Record<string, string>): Mapped => ({
  status,
  body: { success: false, error: { code, message, ...(fields ? { fields } : {}) } },
});

/** PostgreSQL errors a client's input can cause, answered as 4xx instead of 500. */
const PG_CLIENT_ERRORS: Record<string, [number, string, string]> = {
  '23505': [409, ERROR_CODES.conflict, 'This already exists.'],
  '23503': [400, ERROR_CODES.badRequest, 'A referenced record does not exist.'],
  '23514': [400, ERROR_CODES.badRequest, 'A value is out of the allowed range.'],
  '22P02': [400, ERROR_CODES.badRequest, 'A value has the wrong format.'],
  '22003': [400, ERROR_CODES.badRequest, 'A number is out of range.'],
  '22001': [400, ERROR_CODES.badRequest, 'A value is too long.'],
  '22007': [400, ERROR_CODES.badRequest, 'A date has the wrong format.'],
  '22008': [400, ERROR_CODES.badRequest, 'A date is out of range.'],
  '22021': [400, ERROR_CODES.badRequest, 'A value contains characters that are not allowed.'],
  '22P05': [400, ERROR_CODES.badRequest, 'A value contains characters that are not allowed.'],
};

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function mapError(error: FastifyError | Error): Mapped {
  if (error instanceof AppError) return fail(error.statusCode, error.code, error.message, error.fields);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
        '_';
      fields[path] ??= issue.message ?? 'Invalid value';
    }
    const first = error.validation[0]?.message ?? 'The request is not valid.';
    return fail(400, ERROR_CODES.validation, first, fields);
  }
  const fe = error as FastifyError;
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fail(400, ERROR_CODES.badRequest, 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return fail(415, ERROR_CODES.unsupportedMedia, 'This content type is not supported here; send JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fail(413, ERROR_CODES.tooLarge, 'The request body is too large.');
  }
  if (error instanceof SyntaxError) return fail(400, ERROR_CODES.badRequest, 'The request body is not valid JSON.');
  const pg = pgCode(error);
  if (pg && PG_CLIENT_ERRORS[pg]) {
    const [status, code, message] = PG_CLIENT_ERRORS[pg];
    return fail(status, code, message);
  }
  const status = fe.statusCode ?? 500;
  if (status === 429)
    return fail(429, ERROR_CODES.tooManyRequests, fe.message || 'Too many requests. Please try again later.');
  if (status >= 400 && status < 500)
    return fail(status, ERROR_CODES.badRequest, fe.message || 'The request is not valid.');
  return fail(500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again later.');
}

/** The one error handler: every 4xx/5xx leaves as `{ success: false, error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = mapError(error);
    // An AppError is an answer the code chose (a 503 for an unconfigured provider too): no stack.
    if (status >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'unhandled error');
    else
      request.log.info(
        { code: body.error.code, msg: body.error.message },
        status >= 500 ? 'expected server error' : 'client error',
      );
    return reply.status(status).send(body);
  });
}
