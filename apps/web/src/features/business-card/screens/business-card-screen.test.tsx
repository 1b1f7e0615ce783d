import type { BusinessCardData, CardBrand } from '@sufra/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { loadTexts } from '../../../shared/testing/render-in-app.tsx';
import { brandContactsDiffer } from '../components/card-brand-tile.tsx';
import { BusinessCardScreen } from './business-card-screen.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

afterEach(cleanup);

function aCardBrand(name: string, overrides: Partial<CardBrand> = {}): CardBrand {
  return {
    brand: { _id: `id-${name}`, brandName: name, brandNameAR: `${name} عربي` },
    setting: { temporaryDomainName: name.toLowerCase(), brandImageHomeBG: `https://img.example/${name}.jpg` },
    discounts: [],
    loyalty: {
      isLoyaltyActive: false,
      minOrderValueForCashback: 0,
      specificToDelivery: { isActive: false, cashbackPercentage: 0 },
      redeemablePercentagePerOrder: 0,
      maxRedeemableValuePerOrder: 0,
    },
    mobileNumber: '+97140000001',
    whatsAppContact: '',
    ...overrides,
  } as unknown as CardBrand;
}

function aCard(overrides: Partial<BusinessCardData> = {}): BusinessCardData {
  return {
    slug: 'sufra-demo',
    title: 'Sufra demo restaurants',
    phoneNumber: '+97140000100',
    permittedBrands: [
      aCardBrand('Burgerato', {
        discounts: [
          { discountName: { en: 'WELCOME10', ar: 'ترحيب10' }, discountApplication: 'manual' },
          { discountName: { en: 'Free fries', ar: 'بطاطا مجانية' }, discountApplication: 'automatic' },
        ],
      }),
      aCardBrand('Alnile', {
        loyalty: {
          isLoyaltyActive: true,
          minOrderValueForCashback: 30,
          specificToDelivery: { isActive: true, cashbackPercentage: 5 },
          redeemablePercentagePerOrder: 10,
          maxRedeemableValuePerOrder: 15,
        },
      }),
    ],
    ...overrides,
  };
}

function renderCard(suffix: 'card' | 'business-card' | 'businesscard' = 'card') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BusinessCardScreen card={{ slug: 'sufra-demo', suffix }} />
    </QueryClientProvider>,
  );
}

describe('business card screen (002 §2.22, issue 19)', () => {
  beforeEach(async () => {
    callApi.mockReset();
    await loadTexts('en');
  });

  it('shows the title, the tagline, the page contacts and each brand with its discounts and Order Now!', async () => {
    callApi.mockResolvedValue(aCard());
    renderCard('business-card');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sufra demo restaurants' })).toBeTruthy();
    expect(callApi.mock.calls[0]?.[2]).toEqual({ params: { slug: 'sufra-demo', suffix: 'business-card' } });
    expect(screen.getByText('Get Your Food From Here!')).toBeTruthy();
    const contacts = screen.getByRole('region', { name: 'Contact us' });
    const links = within(contacts).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://wa.me/97140000100',
      'tel:+97140000100',
    ]);
    const tiles = screen.getAllByRole('listitem').filter((li) => li.classList.contains('bcard-tile'));
    expect(tiles).toHaveLength(2);
    const [burgerato, alnile] = tiles as [HTMLElement, HTMLElement];
    expect(within(burgerato).getByRole('heading', { name: 'Burgerato' })).toBeTruthy();
    expect(within(burgerato).getByText('Discounts !')).toBeTruthy();
    expect(within(burgerato).getByText('WELCOME10')).toBeTruthy();
    expect(within(burgerato).getByText('Free fries')).toBeTruthy();
    expect(within(burgerato).queryByText('Loyalty')).toBeNull();
    expect(
      within(burgerato).getByRole('link', { name: 'Order Now! from Burgerato' }).getAttribute('href'),
    ).toBe('/burgerato');
    expect(within(alnile).getByRole('link', { name: 'Order Now! from Alnile' }).getAttribute('href')).toBe(
      '/alnile',
    );
    // The loyalty block only where loyalty is active; no 'Discounts !' without discounts.
    expect(within(alnile).getByText('Loyalty')).toBeTruthy();
    expect(within(alnile).getByText(/cashback on every order/).textContent).toContain('5%');
    expect(within(alnile).queryByText('Discounts !')).toBeNull();
    // Same mobile numbers: no per-brand contact links (002 §2.22).
    expect(screen.queryByRole('link', { name: /Whatsapp us!/ })).toBeNull();
    expect(document.title).toBe('Sufra demo restaurants');
  });

  it("per-brand 'Whatsapp us!' (whatsAppContact, else mobileNumber) and phone links show when the mobile numbers differ", async () => {
    const card = aCard();
    card.permittedBrands[0]!.whatsAppContact = '+971500000101';
    card.permittedBrands[1]!.mobileNumber = '+97140000002';
    callApi.mockResolvedValue(card);
    renderCard();
    const burgerato = await screen.findByRole('link', { name: 'Whatsapp us! (Burgerato)' });
    expect(burgerato.getAttribute('href')).toBe('https://wa.me/971500000101');
    expect(screen.getByRole('link', { name: 'Whatsapp us! (Alnile)' }).getAttribute('href')).toBe(
      'https://wa.me/97140000002',
    );
    expect(screen.getByRole('link', { name: /^Call Alnile/ }).getAttribute('href')).toBe('tel:+97140000002');
  });

  it("an empty title shows 'Card Title'", async () => {
    callApi.mockResolvedValue(aCard({ title: '' }));
    renderCard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Card Title' })).toBeTruthy();
  });

  it('an unknown slug shows the brand-not-found text; another failure the default error (002 §6)', async () => {
    callApi.mockRejectedValue(new ApiError('x', 404, undefined, undefined, 'brandNotFound'));
    renderCard();
    expect(
      await screen.findByRole('heading', { name: 'Please, check the link and try again!' }),
    ).toBeTruthy();
    cleanup();
    callApi.mockRejectedValue(new ApiError('x', 500, undefined, undefined, 'defaultError'));
    renderCard();
    expect(
      await screen.findByRole('heading', { name: "We're sorry, but something went wrong. Please try again" }),
    ).toBeTruthy();
  });

  it('in Arabic: the Arabic texts and brand names, numbers isolated left to right', async () => {
    await loadTexts('ar');
    callApi.mockResolvedValue(aCard());
    renderCard();
    expect(await screen.findByText('اطلب طعامك من هنا!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Burgerato عربي' })).toBeTruthy();
    expect(screen.getByText('ترحيب10')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^اطلب الآن!/ })).toHaveLength(2);
    const number = screen.getAllByText('+97140000100')[0]!;
    expect(number.tagName).toBe('BDI');
    expect(number.getAttribute('dir')).toBe('ltr');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});

describe('brandContactsDiffer (002 §2.22, UI-07)', () => {
  it('is true only when the brands carry two different mobile numbers', () => {
    expect(brandContactsDiffer([{ mobileNumber: '+1' }, { mobileNumber: '+1' }])).toBe(false);
    expect(brandContactsDiffer([{ mobileNumber: '+1' }])).toBe(false);
    expect(brandContactsDiffer([{ mobileNumber: '+1' }, { mobileNumber: '+2' }])).toBe(true);
    expect(brandContactsDiffer([{ mobileNumber: '' }, { mobileNumber: '+2' }])).toBe(true);
  });
});
