import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { DEMO_META, renderBootShell } from '../src/modules/web/boot-shell.ts';
import { createBrand } from './support/factory.ts';

const html = '<html><head><title>Sufra</title></head><body><div id="root"></div></body></html>';
const brand = { brandName: 'Burg<er>ato', taglineEN: 'Fresh & hot', color: '#c2410c', textColor: '#ffffff' };

describe('renderBootShell', () => {
  it("sets the title 'Order direct from {brandName}' (000 §2.4), the colours and the home hero, escaped", () => {
    const out = renderBootShell(html, brand, { home: true });
    expect(out).toContain('<title>Order direct from Burg&lt;er&gt;ato</title>');
    expect(out).toContain('--brand:#c2410c');
    expect(out).toContain('<h1 class="hero-title">Burg&lt;er&gt;ato</h1>');
    expect(out).toContain('Fresh &amp; hot');
  });
  it('shows only the top bar away from home, and nothing without a brand', () => {
    expect(renderBootShell(html, brand, { home: false })).not.toContain('hero-title');
    expect(renderBootShell(html, null, { home: true })).toBe(html);
  });
  it('lists the pickup stores of an outlet brand on its home, as the outlet home does (001 §2.7)', () => {
    const out = renderBootShell(
      html,
      {
        ...brand,
        outletStores: [
          { name: 'Arjan', address: 'Shop 15', open: true, preOrder: false },
          { name: 'Closed <b>', address: '', open: false, preOrder: false },
        ],
      },
      { home: true },
    );
    expect(out).toContain('<span class="store-row-name">Arjan</span>');
    expect(out).toContain('Quick Orders');
    expect(out).toContain('Store is closed');
    expect(out).toContain('Closed &lt;b&gt;');
  });
  it('refuses a colour that is not a hex colour', () => {
    expect(renderBootShell(html, { ...brand, color: 'red;}</style><script>' }, { home: true })).toContain(
      '--brand:#111827',
    );
  });
});

describe('demo mode in the boot shell (issue 5: demo mode explicit and visible)', () => {
  it('puts <meta name="sufra-demo" content="1"> in the head and the banner first in the shell', () => {
    const out = renderBootShell(html, brand, { home: true, demoMode: true });
    expect(DEMO_META).toBe('<meta name="sufra-demo" content="1">');
    expect(out).toContain(`${DEMO_META}`);
    expect(out.indexOf(DEMO_META)).toBeLessThan(out.indexOf('</head>'));
    expect(out).toMatch(
      /<div class="app-shell" aria-hidden="true"><div class="demo-banner">.*href="\/dev\/outbox" dir="ltr">\/dev\/outbox<\/a>.*<header class="top-bar">/,
    );
    // Without a brand the SPA still learns demo mode.
    expect(renderBootShell(html, null, { home: true, demoMode: true })).toContain(DEMO_META);
  });
  it('says nothing of demo mode when it is off', () => {
    for (const out of [
      renderBootShell(html, brand, { home: true, demoMode: false }),
      renderBootShell(html, null, { home: false, demoMode: false }),
    ]) {
      expect(out).not.toContain('sufra-demo');
      expect(out).not.toContain('demo-banner');
    }
  });
  it('the server marks every page in demo mode and none otherwise', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'sufra-shell-'));
    writeFileSync(path.join(dist, 'index.html'), html);
    const database = await openDatabase({});
    try {
      const b = await createBrand(database.db);
      for (const demoMode of [true, false]) {
        const app = await buildApp(
          { db: database.db, config: { demoMode, minAppVersion: 26, webDist: dist, logLevel: 'silent' } },
          { logger: false },
        );
        for (const url of ['/', `/${b.temporaryDomainName}`, `/${b.temporaryDomainName}/basket`]) {
          const res = await app.inject({ method: 'GET', url });
          expect(res.statusCode).toBe(200);
          expect(res.body.includes(DEMO_META), `${url} demo ${demoMode}`).toBe(demoMode);
        }
        await app.close();
      }
    } finally {
      await database.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
