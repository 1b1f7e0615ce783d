import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { APP_VERSION, MESSAGES, newVersionEnforced } from '@sufra/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { installErrorHandler } from './http/register-call.ts';
import { devOutboxTransport, type MessagingTransport } from './modules/auth/messaging.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { brandIdForHost, findBrandById, findBrandByTemporaryDomain } from './modules/brand/repository.ts';
import { registerBrandRoutes } from './modules/brand/routes.ts';
import { registerDevRoutes } from './modules/dev/routes.ts';
import { registerDocsRoute } from './modules/docs/routes.ts';
import { registerItemRoutes } from './modules/item/routes.ts';
import { registerMenuRoutes } from './modules/menu/routes.ts';
import { registerOrderRoutes } from './modules/orders/routes.ts';
import { listStores } from './modules/stores/repository.ts';
import { registerStoreRoutes } from './modules/stores/routes.ts';
import { isStoreOpen } from './modules/stores/store-mapper.ts';
import { renderBootShell, type ShellBrand } from './modules/web/boot-shell.ts';

/** What the app needs from outside: database, clock, configuration and the messaging transport. */
export interface AppDeps {
  db: Db;
  /** The clock; tests inject a fixed time. */
  now: () => Date;
  config: Pick<Config, 'demoMode' | 'minAppVersion' | 'webDist' | 'logLevel'>;
  messaging: MessagingTransport;
}

/** Builds the Fastify app with every module (000 §7, 001 §7, 002 §7). Does not listen. */
export async function buildApp(
  input: Omit<AppDeps, 'now' | 'messaging'> & Partial<Pick<AppDeps, 'now' | 'messaging'>>,
  opts: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const deps: AppDeps = { now: () => new Date(), messaging: devOutboxTransport(input.db), ...input };
  const app = Fastify({
    logger: opts.logger === false ? false : { level: deps.config.logLevel },
    trustProxy: true,
    bodyLimit: 256 * 1024,
    // One log line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
  });
  installErrorHandler(app);
  // API answers compressed when the client accepts it; static assets are precompressed at build.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  // 000 §4.1: an app_version below the configured minimum is answered new_version_enforced.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/v1/')) return;
    const version = Number((request.query as { app_version?: string }).app_version ?? APP_VERSION);
    if (Number.isFinite(version) && version < deps.config.minAppVersion) {
      return reply.status(426).send(newVersionEnforced(MESSAGES.newVersion));
    }
  });

  registerBrandRoutes(app, deps);
  registerMenuRoutes(app, deps);
  registerItemRoutes(app, deps);
  registerStoreRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerDocsRoute(app);
  if (deps.config.demoMode) registerDevRoutes(app, deps);
  registerBenchStaticRoute(app);
  await registerWeb(app, deps);
  return app;
}

/**
 * Benchmark baseline (issue 2: get-brand-menu throughput next to a static JSON route of the same
 * bytes on the same server): when SUFRA_BENCH_STATIC_FILE names a file, GET /api/bench/static.json
 * answers its bytes, read once. Off otherwise.
 */
function registerBenchStaticRoute(app: FastifyInstance): void {
  const file = process.env.SUFRA_BENCH_STATIC_FILE;
  if (!file) return;
  const bytes = readFileSync(file);
  app.get('/api/bench/static.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bytes),
  );
}

/**
 * Serves the built SPA: static assets, and index.html for every other GET that is not an API
 * call, with the `brandid` header when the Host is a brand's custom domain (000 §2.4).
 */
async function registerWeb(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const dist = deps.config.webDist;
  const hasDist = dist !== undefined && existsSync(path.join(dist, 'index.html'));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return payload;
    const host = (request.headers['x-forwarded-host'] as string | undefined) ?? request.headers.host ?? '';
    const brandId = await brandIdForHost(deps.db, host.split(':')[0]!.toLowerCase());
    if (brandId) reply.header('brandid', brandId);
    return payload;
  });
  if (!hasDist) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed build assets never change; texts and other files are revalidated.
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const shellCache = new Map<string, { brand: ShellBrand | null; until: number }>();
  const shellBrand = async (key: string, find: () => Promise<Awaited<ReturnType<typeof findBrandById>>>) => {
    const hit = shellCache.get(key);
    if (hit && hit.until > Date.now()) return hit.brand;
    const row = await find();
    const settings = (row?.settings ?? {}) as { taglineEN?: string; color?: string; textColor?: string };
    const brand = row
      ? {
          brandName: row.brandName,
          taglineEN: settings.taglineEN ?? '',
          color: settings.color ?? '',
          textColor: settings.textColor ?? '',
        }
      : null;
    if (shellCache.size > 10_000) shellCache.clear();
    shellCache.set(key, { brand, until: Date.now() + 30_000 });
    return brand;
  };
  const indexHtml = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0]!;
    const host = ((request.headers['x-forwarded-host'] as string | undefined) ?? request.headers.host ?? '')
      .split(':')[0]!
      .toLowerCase();
    const customBrandId = await brandIdForHost(deps.db, host);
    const segments = url.split('/').filter(Boolean);
    let brand: ShellBrand | null = null;
    if (customBrandId)
      brand = await shellBrand(`id:${customBrandId}`, () => findBrandById(deps.db, customBrandId));
    else if (segments[0] && /^[a-z0-9-]{1,63}$/i.test(segments[0])) {
      const name = segments[0].toLowerCase();
      brand = await shellBrand(`tmp:${name}`, () => findBrandByTemporaryDomain(deps.db, name));
    }
    const home = customBrandId ? segments.length === 0 : segments.length === 1;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(renderBootShell(template, brand, { home }));
  };
  app.get('/', indexHtml);
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/')) {
      return reply.status(404).send({ success: 0, message: `No match for ${url}` });
    }
    if (/\.[a-z0-9]{2,5}$/i.test(url) && !url.endsWith('.html')) {
      return reply.status(404).send('Not found');
    }
    return indexHtml(request, reply);
  });
}
