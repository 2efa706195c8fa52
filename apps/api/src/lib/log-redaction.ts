import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a single-use token or an OAuth code (e-mailed links, provider callbacks). */
const SECRET_PARAMS = /([?&](?:token|code|state|access_token|refresh_token|id_token)=)[^&#]*/gi;
/** Paths whose last segment is the key itself (alert unsubscribe links, private calendar feeds). */
const SECRET_PATHS = /^((?:\/api)?\/(?:alerts\/unsubscribe|appointment-feeds)\/)[^/?#]+/;

/** The URL as it may be logged: tokens in its query or path replaced (decision 043). */
export const redactUrl = (url: string) =>
  url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');

/**
 * Fastify's request line without secrets: the same fields as its default serializer (which logs
 * no headers, so no Authorization or Cookie), with the URL redacted.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** The app's logger options with the redacting serializers; `false` stays off. */
export function withLogRedaction(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: object });
  return { ...options, serializers: { ...logSerializers, ...options.serializers } };
}
