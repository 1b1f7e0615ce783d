import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * Installable PWA per brand (issue 6, docs/decisions/0011-pwa.md): the brand page links its own
 * web app manifest, and after one visit the service worker keeps the shell and the last menu,
 * so the brand home opens with its menu when the browser is offline.
 */

// Offline, the calls the page makes beyond the cached ones fail, and the spec's own probe of an
// uncached URL fails on purpose: Chromium logs each as 'Failed to load resource'.
test.use({
  allowedConsoleErrors: /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/,
  serviceWorkers: 'allow',
});

interface MenuCategory {
  items: Array<{ translations: { en: { title?: string } }; isOutOfStock: boolean }>;
}

/** The English title of the first item of a brand-based demo brand's menu, read through the public API. */
async function firstItemTitle(request: APIRequestContext, brand: string): Promise<string> {
  const post = async <T>(call: string, body: Record<string, unknown>): Promise<T> => {
    const res = await request.post(`/api/v1/${call}`, { data: { language: 'EN', ...body } });
    const json = (await res.json()) as { success: number; data: T };
    expect(json.success, call).toBe(1);
    return json.data;
  };
  const settings = await post<{ brand: { _id: string } }>('branding/getBrandSettings', {
    temporaryDomainName: brand,
  });
  const menu = await post<{ categories: MenuCategory[] }>('menus/get-brand-menu', {
    brandId: settings.brand._id,
  });
  const title = menu.categories[0]?.items[0]?.translations.en.title;
  if (!title) throw new Error(`${brand} has no menu item`);
  return title;
}

test('pwa: burgerato links its manifest and opens with its menu offline after one visit', async ({
  page,
  context,
  request,
}) => {
  const itemTitle = await firstItemTitle(request, 'burgerato');
  const item = page.getByText(itemTitle, { exact: true }).first();

  await test.step('first visit: the manifest is linked and the service worker takes control', async () => {
    await page.goto('/burgerato');
    await expect(item).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/burgerato/manifest.webmanifest',
    );
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      return (await fetch(href)).json() as Promise<{ short_name: string; start_url: string }>;
    });
    expect(manifest).toMatchObject({ short_name: 'Burgerato', start_url: '/burgerato/' });
    // `ready` resolves once there is an active worker, which may still be activating.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
    // The first load came before the worker; one reload runs every request through it.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toMatch(/\/sw\.js$/);
    await expect(item).toBeVisible();
    // The page, which carries the brand settings and its menu, is in the worker's page cache
    // once its answer is written.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('sufra-pages')).keys()).map((r) => new URL(r.url).pathname),
        ),
      )
      .toContain('/burgerato');
  });

  await test.step('offline: the brand home still shows its menu', async () => {
    await context.setOffline(true);
    // The network is really gone, for the page and for the service worker: an API call (not
    // handled by the worker) and a page never visited (handled by it, network first) both fail.
    const probe = await page.evaluate(async () => {
      const attempt = (url: string, accept: string) =>
        fetch(url, { headers: { accept } }).then(
          () => 'online',
          () => 'offline',
        );
      return [
        await attempt(`/api/docs?offline-probe=${Date.now()}`, 'application/json'),
        await attempt(`/burgerato/offline-probe-${Date.now()}`, 'text/html'),
      ];
    });
    expect(probe).toEqual(['offline', 'offline']);
    await page.reload();
    await expect(page).toHaveTitle('Order direct from Burgerato');
    await expect(item).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/burgerato/manifest.webmanifest',
    );
    await page.screenshot({
      path: path.join(process.env.E2E_SHOTS_DIR ?? test.info().outputPath(), 'burgerato-offline-en.png'),
    });
    await context.setOffline(false);
  });
});
