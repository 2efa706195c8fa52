import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Geocoder } from './lib/geocoder.ts';
import type { Storage } from './lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Uploaded files: local disk or an S3-compatible bucket (lib/storage.ts). */
    storage: Storage;
    /** Address search: built in, or a Nominatim-compatible service (lib/geocoder.ts). */
    geocoder: Geocoder;
  }
}
