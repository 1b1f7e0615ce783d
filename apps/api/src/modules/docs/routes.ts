import { ALL_CALLS, envelopeSchema } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Builds the OpenAPI 3.1 document from the contract (CONVENTIONS: one contract file per call;
 * the document is generated, never written by hand).
 */
function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of ALL_CALLS) {
    const openApiPath = `/api/v1/${call.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const params = [...call.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const query = [
      { name: 'app_version', in: 'query', required: false, schema: { type: 'string', default: '26' } },
      {
        name: 'app_name',
        in: 'query',
        required: false,
        schema: { type: 'string', default: 'WEB_STORE_FRONT' },
      },
      ...(call.method === 'GET'
        ? [{ name: 'brandId', in: 'query', required: true, schema: { type: 'string' } }]
        : []),
    ];
    paths[openApiPath] = {
      [call.method.toLowerCase()]: {
        summary: call.summary,
        parameters: [...params, ...query],
        ...(call.auth ? { security: [{ token: [] }] } : {}),
        ...(call.method === 'POST'
          ? {
              requestBody: {
                required: true,
                content: {
                  'application/json': {
                    schema: z.toJSONSchema(call.body, { io: 'input', unrepresentable: 'any' }),
                  },
                },
              },
            }
          : {}),
        responses: {
          '200': {
            description: 'The envelope { success, data, message }',
            content: {
              'application/json': {
                schema: z.toJSONSchema(envelopeSchema(call.data), { io: 'output', unrepresentable: 'any' }),
              },
            },
          },
          '4XX': { description: '{ success: 0, message }' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Sufra storefront API', version: '26' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    paths,
  };
}

/** Serves the OpenAPI document at /api/docs (issue 2). */
export function registerDocsRoute(app: FastifyInstance): void {
  let doc: Record<string, unknown> | null = null;
  app.get('/api/docs', async () => {
    doc ??= buildOpenApiDocument();
    return doc;
  });
}
