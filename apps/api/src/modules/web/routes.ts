import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fail } from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { safePath } from '../../http/safe-url.ts';
import { brandIdOfHost } from '../brand/service.ts';
import { renderBootShell, type ShellBrand } from './boot-shell.ts';
import { createShellCache } from './shell-cache.ts';

/** The request's host, lower-case, without port (X-Forwarded-Host only behind trusted proxies). */
const hostOf = (request: FastifyRequest) => request.hostname.toLowerCase();

/**
 * Serves the built SPA (000 §2.4): static assets from `config.webDist`, and index.html with the
 * boot shell for every other GET that is not an API call; every page answer carries the
 * `brandid` header when the host is a brand's custom domain. Unknown `/api/…` paths answer the
 * 404 envelope (path cleaned and cut, see safePath); unknown files a plain 404. Without a built
 * web only the brandid header is added.
 */
export async function registerWeb(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const dist = deps.config.webDist;
  const hasDist = dist !== undefined && existsSync(path.join(dist, 'index.html'));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return payload;
    const brandId = await brandIdOfHost(deps.db, hostOf(request));
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
  const shellBrand = createShellCache(deps.db);
  const indexHtml = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0]!;
    const customBrandId = await brandIdOfHost(deps.db, hostOf(request));
    const segments = url.split('/').filter(Boolean);
    let brand: ShellBrand | null = null;
    if (customBrandId) brand = await shellBrand({ brandId: customBrandId });
    else if (segments[0] && /^[a-z0-9-]{1,63}$/i.test(segments[0])) {
      brand = await shellBrand({ temporaryDomainName: segments[0].toLowerCase() });
    }
    const home = customBrandId ? segments.length === 0 : segments.length === 1;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(renderBootShell(template, brand, { home, demoMode: deps.config.demoMode }));
  };
  app.get('/', indexHtml);
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/')) return reply.status(404).send(fail(`No match for ${safePath(url)}`));
    if (/\.[a-z0-9]{2,5}$/i.test(url) && !url.endsWith('.html')) return reply.status(404).send('Not found');
    return indexHtml(request, reply);
  });
}
