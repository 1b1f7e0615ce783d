import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerInternalRoutes } from './admin/routes.ts';
import type { TrustProxy } from './config.ts';
import { installAppVersionCheck } from './http/app-version.ts';
import { authenticationPlugin } from './http/authentication.ts';
import type { AppDeps } from './http/deps.ts';
import { clientErrorHandler, nulGuardPlugin } from './http/edge.ts';
import { frameworkErrors, installErrorHandler } from './http/error-handler.ts';
import { loggerOptions } from './http/logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { tenancyPlugin } from './http/tenancy.ts';
import { registerAccountRoutes } from './modules/account/routes.ts';
import { devOutboxTransport } from './modules/auth/messaging.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { registerAvailabilityRoutes } from './modules/availability/routes.ts';
import { registerBlacklistRoutes } from './modules/blacklist/routes.ts';
import { registerBrandRoutes } from './modules/brand/routes.ts';
import { registerBusinessCardRoutes } from './modules/business-card/routes.ts';
import { registerDeliveryRoutes } from './modules/delivery/routes.ts';
import { createZoneCache } from './modules/delivery/zone-cache.ts';
import { registerDevRoutes } from './modules/dev/routes.ts';
import { registerDineInRoutes } from './modules/dine-in/routes.ts';
import { registerDocsRoute, registerOpenApi } from './modules/docs/routes.ts';
import { registerItemRoutes } from './modules/item/routes.ts';
import { registerKitchenRoutes } from './modules/kitchen/routes.ts';
import { registerMenuRoutes } from './modules/menu/routes.ts';
import { registerOperatorRoutes } from './modules/operator/routes.ts';
import { customerMessageOutboxHandlers } from './modules/orders/customer-messages.ts';
import { registerOrderRoutes } from './modules/orders/routes.ts';
import { registerPaymentLinkRoutes } from './modules/payment-links/routes.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { registerPromotionRoutes } from './modules/promotions/routes.ts';
import { registerStaffRoutes } from './modules/staff/routes.ts';
import { registerStoreRoutes } from './modules/stores/routes.ts';
import { registerWeb } from './modules/web/routes.ts';
import { registerWebhooks } from './modules/webhooks/routes.ts';
import { mergeOutboxHandlers } from './platform/outbox.ts';

export type { AppDeps } from './http/deps.ts';

/**
 * The longest path parameter the router matches, in characters (Fastify `maxParamLength`):
 * ids are 36-character UUIDs and temporary domain names at most 63; a longer one is answered
 * 414 'The address is too long' (issue 5).
 */
const MAX_PARAM_LENGTH = 128;

/**
 * config.trustProxy as Fastify's option (Fastify docs: Server, trustProxy): false, a list of
 * proxy addresses/CIDRs, or a hop count n — trust the n proxies nearest to Sufra, as Fastify
 * does for a number (its types omit the number form, hence the function).
 */
function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** How buildApp logs: `logger: false` silences it; `logStream` (tests) receives the JSON lines. */
export interface BuildOptions {
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the Fastify app with every module (000 §7, 001 §7, 002 §7). Does not listen.
 * Edge (issue 5): the client address honours only `config.trustProxy` (default false: the TCP
 * peer); security headers (CSP, nosniff, referrer policy, HSTS when `config.hsts`); logs redact
 * personal data; parser, router and 404 errors answer the `{ success: 0, message }` envelope;
 * NUL characters are refused with a 400 before any handler. Then tenancy and authentication
 * resolve `request.ctx` for contract calls, and the modules register their routes.
 */
export async function buildApp(
  input: Omit<AppDeps, 'now' | 'messaging'> & Partial<Pick<AppDeps, 'now' | 'messaging'>>,
  opts: BuildOptions = {},
): Promise<FastifyInstance> {
  const deps: AppDeps = {
    now: () => new Date(),
    messaging: devOutboxTransport(input.db, { demoMode: input.config.demoMode }),
    ...input,
  };
  const app = Fastify({
    logger: loggerOptions(opts.logger !== false, deps.config.logLevel, opts.logStream),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy ?? false),
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // One log line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
  });
  // Route schemas are zod (packages/contract), compiled by fastify-type-provider-zod.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await registerSecurityHeaders(app, {
    hsts: deps.config.hsts ?? false,
    mapTileUrl: deps.config.geo?.mapTileUrl,
  });
  // API answers compressed when the client accepts it; static assets are precompressed at build.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  installAppVersionCheck(app, deps.config.minAppVersion);
  await app.register(nulGuardPlugin, {});
  await app.register(tenancyPlugin, { now: deps.now });
  await app.register(authenticationPlugin, { db: deps.db });
  await registerOpenApi(app);

  registerBrandRoutes(app, deps);
  // One zone index per brand for the app: delivery lookups, the delivery menu and place-order.
  const zones = createZoneCache(app, deps);
  const menus = registerMenuRoutes(app, deps, zones);
  registerItemRoutes(app, deps);
  registerStoreRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerOrderRoutes(app, deps, zones);
  // Dine-in (issue 18, decision 0032): the table's tab, its live stream and the board's tabs.
  registerDineInRoutes(app, deps);
  registerPromotionRoutes(app, deps);
  registerDeliveryRoutes(app, deps, zones);
  // Payments (issue 9): webhooks, sandbox pages; the outbox dispatcher runs in server processes.
  // Outbound webhooks (issue 17): their fan-out handlers join the one outbox dispatcher.
  const dispatch = deps.internal?.events !== undefined;
  const webhooks = registerWebhooks(app, deps, { dispatch });
  // Customer messages of an order's moves (issue 17, decision 0031) join the same dispatcher.
  registerPaymentRoutes(app, deps, {
    dispatch,
    outboxHandlers: mergeOutboxHandlers(webhooks.outboxHandlers, customerMessageOutboxHandlers(deps)),
  });
  registerPaymentLinkRoutes(app, deps);
  // The operator API (issue 17): the restaurant's systems move orders with an operator key.
  registerOperatorRoutes(app, deps);
  // Staff accounts and staff sign-in (issue 17).
  registerStaffRoutes(app, deps);
  // Sold out and busy: the staff's store availability calls (issue 17, decision 0030).
  registerAvailabilityRoutes(app, deps);
  registerBlacklistRoutes(app, deps);
  // The kitchen board (issue 17, decision 0028): after the order routes, whose live hub it taps.
  registerKitchenRoutes(app, deps);
  // The business card (issue 19, decision 0035): an owner's brands on one public page.
  registerBusinessCardRoutes(app, deps);
  registerDocsRoute(app);
  registerInternalRoutes(app, deps);
  if (deps.config.demoMode) registerDevRoutes(app, deps);
  await registerWeb(app, deps, menus);
  return app;
}
