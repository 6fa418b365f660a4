import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../lib/route';

/** OpenAPI generated from the contract schemas; UI at /v2/api/sweeper/docs, JSON at …/docs/json. */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fleet Console API',
        version: opts.version,
        description:
          'Every answer is `{ code, msg, data }` (code 0 = success; msg in the Accept-Language language). ' +
          'HTTP 401/403 mean the session is gone or expired; a missing permission is a non-zero code with HTTP 400.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: '<keyId>.<secret> of a third-party key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
});
