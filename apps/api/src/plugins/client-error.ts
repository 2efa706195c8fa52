import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@immora/shared/api';

type Answer = [status: number, code: string, message: string];

/** Errors Node's HTTP parser raises before Fastify sees a request; anything else is a 400. */
const PARSER_ERRORS: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: [431, ERROR_CODES.headersTooLarge, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, ERROR_CODES.requestTimeout, 'The request took too long to arrive.'],
};
const MALFORMED: Answer = [400, ERROR_CODES.badRequest, 'The request is not valid HTTP.'];

/**
 * The http server's `clientError` handler (Fastify's `clientErrorHandler` option, which replaces
 * its default): answers what the parser refused in the API's error shape, logged at info.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex) {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = PARSER_ERRORS[err.code ?? ''] ?? MALFORMED;
  this.log.info({ code, parserCode: err.code }, 'client error before routing');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, error: { code, message } });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
