import type { SwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { ZApiError } from '@immora/shared/api';
import { contractTransform } from './route-contract.ts';
import { OPENAPI_TAGS } from './tags.ts';

/** The OpenAPI document's frame: info, tags, the bearer scheme and the one error schema. */
export const swaggerOptions = (): SwaggerOptions => ({
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Immora API',
      version: '0.1.0',
      description:
        'The Belgian real-estate marketplace. Every answer is `{ success: true, data }`; every error is `{ success: false, error: { code, message, fields? } }` (ApiError).',
      license: { name: 'Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ApiError: {
          ...(z.toJSONSchema(ZApiError, { target: 'openapi-3.0' }) as object),
          description: 'The one error shape: `fields` (400) names each field that is wrong, with its message.',
        },
      },
    },
  },
  transform: contractTransform,
});
