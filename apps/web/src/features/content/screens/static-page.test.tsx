import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ResolvedBrand } from '../../../shared/brand/resolve-brand.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as StaticPage } from './static-page.tsx';

/** A brand with one active page (hostile HTML in English) and one inactive page. */
function brandWithPages(): ResolvedBrand {
  const brand = aBrand();
  (brand as { setting: object }).setting = {
    staticPages: {
      about: {
        isActive: true,
        linkTitle: { en: 'About us', ar: 'من نحن' },
        formattedData: {
          en: '<h2>Our story</h2><p onclick="alert(1)">Since 1999.</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><a href="javascript:alert(2)">bad</a><a href="https://example.com/x">site</a><iframe src="https://evil.example"></iframe>',
          ar: '<h2>قصتنا</h2><p>منذ ١٩٩٩.</p>',
        },
      },
      old: {
        isActive: false,
        linkTitle: { en: 'Old', ar: 'قديم' },
        formattedData: { en: '<p>gone</p>', ar: '<p>قديم</p>' },
      },
    },
  };
  return brand;
}

const show = (path: string) =>
  renderInApp(
    <Routes>
      <Route path="/pages/s/:pageId" element={<StaticPage />} />
    </Routes>,
    { brand: brandWithPages(), path },
  );

describe('static page /pages/s/{pageId} (000 §2.20)', () => {
  it('shows linkTitle and formattedData in English, with scripts, handlers, javascript: links and frames removed', async () => {
    await loadTexts('en');
    const { container } = show('/pages/s/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('Since 1999.')).not.toHaveAttribute('onclick');
    const body = container.querySelector('.static-page-body')!;
    expect(body.querySelector('script, iframe')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
    expect(screen.getByText('site')).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the Arabic title and body in Arabic', async () => {
    await loadTexts('ar');
    show('/pages/s/about');
    expect(screen.getByRole('heading', { level: 1, name: 'من نحن' })).toBeInTheDocument();
    expect(screen.getByText('منذ ١٩٩٩.')).toBeInTheDocument();
    await loadTexts('en');
  });

  it('an inactive or unknown page reads the bad-link text', async () => {
    await loadTexts('en');
    show('/pages/s/old');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Please, check the link and try again!' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('gone')).toBeNull();
  });
});
