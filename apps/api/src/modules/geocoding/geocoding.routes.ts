import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@immora/shared/api';
import { LISTING_MESSAGES, ZGeocodeQuery, ZGeocodeResult, ZReverseGeocodeQuery } from '@immora/shared/listing-form';
import { AppError } from '../../lib/errors.ts';
import { GeocoderUnavailable } from '../../lib/geocoder.ts';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';

/** Per client: enough for typing an address, not enough to use us as a free geocoding proxy. */
const limit = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** Address search and reverse lookup for the listing wizard (lib/geocoder.ts). */
export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  /** Upstream trouble is a 502 with the wizard's message; the cause is logged. */
  const upstream = async <T>(fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof GeocoderUnavailable)) throw err;
      app.log.warn({ err }, 'geocoder failed');
      throw new AppError(502, ERROR_CODES.unavailable, LISTING_MESSAGES.geocodeError);
    }
  };

  route.get(
    '/geocode',
    {
      id: 'geocoding.search',
      summary: 'Places in Belgium matching an address, best first (empty when nothing matches)',
      querystring: ZGeocodeQuery,
      response: { 200: ok(z.object({ items: z.array(ZGeocodeResult) })) },
      fails: [502],
      config: limit,
    },
    async (request) => okData({ items: await upstream(() => app.geocoder.search(request.query.q)) }),
  );

  route.get(
    '/geocode/reverse',
    {
      id: 'geocoding.reverse',
      summary: 'The place at a point (404 when there is none)',
      querystring: ZReverseGeocodeQuery,
      response: { 200: ok(ZGeocodeResult) },
      fails: [404, 502],
      config: limit,
    },
    async (request) => {
      const found = await upstream(() => app.geocoder.reverse(request.query.lat, request.query.lon));
      if (!found) throw AppError.notFound(LISTING_MESSAGES.geocodeError);
      return okData(found);
    },
  );
};
