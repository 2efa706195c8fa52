import { z } from 'zod';
import { ZApiError } from '@immora/shared/api';

/**
 * The success envelope as a zod schema, for route response declarations; with `example`, the
 * OpenAPI document shows that answer (typed, so it cannot drift from the schema unnoticed).
 */
export const ok = <T extends z.ZodType>(data: T, example?: z.output<T>) => {
  const envelope = z.object({ success: z.literal(true), data });
  return example === undefined ? envelope : envelope.meta({ example: { success: true, data: example } });
};

export const okData = <T>(data: T) => ({ success: true as const, data });

/** A request schema with an example body for the OpenAPI document (typed against the schema). */
export const withExample = <T extends z.ZodType>(schema: T, example: z.input<T>) => schema.meta({ example }) as T;

/** A status a route can answer with, beyond those its guards, schemas and limits already imply. */
export type ErrorStatus = 404 | 409 | 410 | 502 | 503 | 400 | 401 | 403 | 429;

/**
 * The error answers a route's own rules give (404, 409, 410…), in the one error shape, to spread
 * into `response`. 400/401/403/413/415/429 are derived from the route (plugins/openapi/).
 */
export const fails = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, ZApiError])) as Record<S, typeof ZApiError>;
