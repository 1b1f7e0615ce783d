import fastifySwagger from '@fastify/swagger';
import { ALL_CALLS, APP_VERSION, OPERATOR_API_PREFIX } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { contractRouteSchema } from '../../http/register-call.ts';

type SwaggerTransform = Parameters<typeof jsonSchemaTransform>[0];

/** Contract calls by their route URL, for routes registered without a schema (Fastify `:name`). */
const CALLS_BY_URL = new Map(ALL_CALLS.map((call) => [`/api/v1/${call.path}`, call]));

/**
 * Which routes the document shows and with what schema: only the API under `/api/v1/` and the
 * operator API under `/api/operator/v1/` (issue 17; internal
 * calls, dev pages, the web shell and this document are hidden); a contract route registered
 * directly, without a schema (e.g. branding/getBrandSettings, dev/outbox), gets its contract's
 * schema. The zod schemas become JSON Schema through the zod provider's jsonSchemaTransform.
 */
function transform(input: SwaggerTransform): ReturnType<typeof jsonSchemaTransform> {
  const { url } = input;
  if (!url.startsWith('/api/v1/') && !url.startsWith(OPERATOR_API_PREFIX))
    return { schema: { hide: true }, url };
  const call = CALLS_BY_URL.get(url);
  const schema = input.schema ?? (call ? contractRouteSchema(call) : undefined);
  return jsonSchemaTransform({ ...input, schema } as SwaggerTransform);
}

/**
 * Registers @fastify/swagger, which collects every route registered after it: must run before
 * the modules register their routes. The document is OpenAPI 3.1 generated from the routes'
 * contract schemas (CONVENTIONS: one contract file per call; never written by hand), with the
 * `token` security scheme (the unprefixed customer token in `Authorization`, 000 §6) and the
 * `operatorKey` bearer scheme of the operator API and the `staffToken` one
 * (`Authorization: Staff <token>`), issue 17.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Sufra storefront API', version: APP_VERSION },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          // The operator API (issue 17): `Authorization: Bearer sufra_op_…`.
          operatorKey: { type: 'http', scheme: 'bearer' },
          staffToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'A staff token as `Staff <token>` (issue 17)',
          },
        },
      },
    },
    transform,
  });
}

/** Serves the OpenAPI document at /api/docs (issue 2); the route itself is not in the document. */
export function registerDocsRoute(app: FastifyInstance): void {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
