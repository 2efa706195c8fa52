import { ERROR_CODES } from '@immora/shared/api';

type Code = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** A domain error: services throw it, the one error handler turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: Code,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(400, ERROR_CODES.validation, message, fields);
  }
  static unauthorized(message = 'Please sign in to continue.') {
    return new AppError(401, ERROR_CODES.unauthorized, message);
  }
  static forbidden(message = 'You are not allowed to do this.') {
    return new AppError(403, ERROR_CODES.forbidden, message);
  }
  static notFound(message = 'Not found.') {
    return new AppError(404, ERROR_CODES.notFound, message);
  }
  static conflict(message: string, fields?: Record<string, string>) {
    return new AppError(409, ERROR_CODES.conflict, message, fields);
  }
}
