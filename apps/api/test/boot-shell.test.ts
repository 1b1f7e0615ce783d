import { describe, expect, it } from 'vitest';
import { renderBootShell } from '../src/modules/web/boot-shell.ts';

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
