import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../testing/mount.tsx';
import { DemoBanner, isDemoMode } from './demo-banner.tsx';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string) =>
      ({ demoBannerText: 'Demo — sign-in codes at', demoBannerLabel: 'Demo mode' })[key] ?? key,
  }),
}));

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="sufra-demo"]')) meta.remove();
});
const render = () => mount(<DemoBanner />);
const markDemo = (content: string) => {
  const meta = document.createElement('meta');
  meta.name = 'sufra-demo';
  meta.content = content;
  document.head.append(meta);
};

describe('DemoBanner (issue 5: demo mode explicit and visible)', () => {
  it('reads demo mode from <meta name="sufra-demo" content="1"> of the served page', () => {
    expect(isDemoMode()).toBe(false);
    markDemo('0');
    expect(isDemoMode()).toBe(false);
    document.head.querySelector('meta[name="sufra-demo"]')?.remove();
    markDemo('1');
    expect(isDemoMode()).toBe(true);
  });
  it('in demo mode: a labelled region with the text and an LTR link to /dev/outbox', () => {
    markDemo('1');
    const el = render().querySelector('section.demo-banner');
    expect(el?.getAttribute('aria-label')).toBe('Demo mode');
    expect(el?.textContent).toBe('Demo — sign-in codes at /dev/outbox');
    const link = el?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/dev/outbox');
    expect(link?.getAttribute('dir')).toBe('ltr');
  });
  it('renders nothing outside demo mode', () => {
    expect(render().innerHTML).toBe('');
  });
});
