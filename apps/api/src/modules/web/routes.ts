import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { businessCardPathOf } from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { pageContentSecurityPolicy } from '../../http/security-headers.ts';
import { BRAND_CHANGE_CHANNELS } from '../../platform/brand-changes.ts';
import { brandIdOfHost } from '../brand/service.ts';
import type { MenuReader } from '../menu/service.ts';
import { createPaymentCspCache, NO_PAYMENT_ORIGINS } from '../payments/service.ts';
import { createBootData } from './boot-data.ts';
import { renderBootShell, type ShellBrand } from './boot-shell.ts';
import { registerManifest } from './manifest.ts';
import { hostOf, pageBrand } from './page-brand.ts';
import { createRoutePreloads } from './route-preloads.ts';
import { createShellCache } from './shell-cache.ts';
import { shellLanguage } from './shell-language.ts';

/** Whether a path names a file (an extension of 2–5 letters or digits, not .html): no page there. */
const isFileName = (url: string) => /\.[a-z0-9]{2,5}$/i.test(url) && !url.endsWith('.html');

/** Whether a path is the dev outbox page or under it, in any case or %-escaping ('/dev/outbox/'). */
function isDevOutbox(url: string): boolean {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // a malformed escape: compare the path as it came
  }
  return /^\/+dev\/+outbox(\/|$)/i.test(decoded);
}

/**
 * Serves the built SPA (000 §2.4): static assets from `config.webDist`, and index.html with the
 * boot shell for every other GET that is not an API call; every page answer carries the
 * `brandid` header when the host is a brand's custom domain. A business-card path
 * (`/{slug}/card|business-card|businesscard`) gets the shell without any brand (card mode). Unknown `/api/…` paths, unknown
 * files (e.g. /assets/nope.js) and — outside demo mode — `/dev/outbox` and the paths under it
 * answer the app's 404 envelope `{ success: 0, message: 'No match for {path}' }` in the
 * request's language (issue 16; error-handler.ts). Without a built web only the brandid header
 * is added.
 */
export async function registerWeb(app: FastifyInstance, deps: AppDeps, menus: MenuReader): Promise<void> {
  const dist = deps.config.webDist;
  const hasDist = dist !== undefined && existsSync(path.join(dist, 'index.html'));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return payload;
    const brandId = await brandIdOfHost(deps.db, hostOf(request));
    if (brandId) reply.header('brandid', brandId);
    return payload;
  });
  const shellBrand = createShellCache(deps.db);
  await registerManifest(app, deps, shellBrand);
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
  const bootData = createBootData(deps.db, menus.brandMenuBody);
  // A store paused, an item sold out, a menu imported (any process): the next page reads them anew.
  const events = deps.internal?.events;
  if (events) {
    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      unlisten = await events.listen(BRAND_CHANGE_CHANNELS.menu, () => bootData.invalidate());
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
  }
  const routePreloads = createRoutePreloads(dist);
  // Issue 9: each page admits exactly its brand's configured payment providers (CSP).
  const paymentOrigins = createPaymentCspCache(deps.db);
  const cspConfig = { hsts: deps.config.hsts, mapTileUrl: deps.config.geo?.mapTileUrl };
  const indexHtml = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0]!;
    const segments = url.split('/').filter(Boolean);
    // A business-card path (000 §2.1, §2.4 step 2; decision 0035) is no brand's page, on any host:
    // the shell carries no brand and no boot data, and the app opens in card mode.
    const card = businessCardPathOf(url) !== null;
    const page = card ? null : await pageBrand(deps.db, request, segments[0]);
    const custom = page?.custom === true;
    const brand: ShellBrand | null = page ? await shellBrand(page.by) : null;
    // The brand settings and its first screen's data travel with the page (issue 6: no start-up waterfall).
    const boot = page && brand ? await bootData(page.by, request) : null;
    const home = custom ? segments.length === 0 : segments.length === 1;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // A payment link page names no brand in its path (001 §2.12): the link's cart id does.
    const linkCart = !custom && segments[0] === 'payment-link' ? segments[1] : undefined;
    const origins = linkCart
      ? await paymentOrigins({ cartId: linkCart })
      : page
        ? await paymentOrigins(page.by)
        : NO_PAYMENT_ORIGINS;
    reply.header('content-security-policy', pageContentSecurityPolicy(cspConfig, origins));
    const rest = (custom ? segments : segments.slice(1)).join('/');
    const language = shellLanguage(request.headers.cookie, brand);
    // The texts preloaded are those the app will start in: the customer's choice, else the base language.
    const preloads = boot ? routePreloads(rest, { outlet: boot.outlet, language }) : [];
    return reply.send(
      renderBootShell(template, brand, {
        home,
        demoMode: deps.config.demoMode,
        customDomain: custom,
        bootJson: boot?.json,
        preloads,
        language,
      }),
    );
  };
  app.get('/', indexHtml);
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0]!;
    // An unknown API path or file, or the dev outbox outside demo mode (demo mode registers it
    // first, modules/dev/routes.ts): the app's 404 envelope (error-handler.ts), not the page.
    if (url.startsWith('/api/') || isFileName(url) || isDevOutbox(url)) return reply.callNotFound();
    return indexHtml(request, reply);
  });
}
