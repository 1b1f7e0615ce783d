import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrandProvider } from '../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../shared/brand/resolve-brand.ts';
import { initBrandState } from '../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../shared/order-settings/order-settings-state.ts';
import { mount } from '../shared/testing/mount.tsx';
import { testI18n } from '../shared/testing/test-i18n.ts';
import { NotificationHost } from '../shared/ui/notifications.tsx';
import { OrderTypeButtons, offeredOrderTypes } from './order-type-buttons.tsx';

type Offer = { isDineInEnabled: boolean; isDeliveryEnabled: boolean; isPickupEnabled: boolean };
const brandOffering = (offer: Offer) =>
  ({
    brand: {
      _id: 'b-types',
      catalogueType: 'BRAND_BASED_CATALOGUE',
      brandName: 'Burgerato',
      brandNameAR: 'برجراتو',
    },
    setting: { ...offer, staticPages: {}, brandLogoFirst: null },
  }) as unknown as ResolvedBrand;

async function render(offer: Offer, language: 'en' | 'ar' = 'en') {
  const i18n = await testI18n(language);
  return mount(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={brandOffering(offer)}>
        <OrderTypeButtons />
        <NotificationHost />
      </BrandProvider>
    </I18nextProvider>,
  );
}
const buttons = (host: HTMLElement) => [...host.querySelectorAll<HTMLButtonElement>('button.order-type')];

beforeEach(() => {
  localStorage.clear();
  initBrandState('b-types');
  getOrderSettings().setSelectedStoreId(null);
});

describe('top-bar order-type buttons (000 §2.5)', () => {
  it('lists only the types the brand offers, in the order Dine In, Delivery, Pickup', () => {
    const all = { isDineInEnabled: true, isDeliveryEnabled: true, isPickupEnabled: true };
    expect(offeredOrderTypes(all as ResolvedBrand['setting'])).toEqual(['DINE_IN', 'DELIVERY', 'PICKUP']);
    expect(
      offeredOrderTypes({
        ...all,
        isDineInEnabled: false,
        isDeliveryEnabled: false,
      } as ResolvedBrand['setting']),
    ).toEqual(['PICKUP']);
  });

  it('a pickup-only brand (the demo brands) shows one pressed Pickup button in a labelled group', async () => {
    const host = await render({ isDineInEnabled: false, isDeliveryEnabled: false, isPickupEnabled: true });
    const group = host.querySelector('fieldset.order-types');
    expect(group?.getAttribute('aria-label')).toBe('Order type');
    expect(buttons(host).map((b) => b.textContent)).toEqual(['Pickup']);
    expect(buttons(host)[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(host).not.toHaveTextContent('Delivery');
    expect(host).not.toHaveTextContent('Dine In');
  });

  it('with all three offered, Pickup is the active one and the others are marked unavailable', async () => {
    const host = await render({ isDineInEnabled: true, isDeliveryEnabled: true, isPickupEnabled: true });
    const [dineIn, delivery, pickup] = buttons(host);
    expect(buttons(host).map((b) => b.textContent)).toEqual(['Dine In', 'Delivery', 'Pickup']);
    expect(pickup?.getAttribute('aria-pressed')).toBe('true');
    expect(pickup?.hasAttribute('aria-disabled')).toBe(false);
    for (const b of [dineIn, delivery]) {
      expect(b?.getAttribute('aria-pressed')).toBe('false');
      expect(b?.getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('tapping Delivery says it is not available yet and keeps Pickup active', async () => {
    const host = await render({ isDineInEnabled: false, isDeliveryEnabled: true, isPickupEnabled: true });
    const [delivery, pickup] = buttons(host);
    act(() => delivery?.click());
    expect(document.body).toHaveTextContent("Delivery isn't available yet. You can order for pickup.");
    expect(pickup?.getAttribute('aria-pressed')).toBe('true');
    expect(getOrderSettings().serviceType).not.toBe('DELIVERY');
  });

  it('in Arabic the group and the buttons are labelled in Arabic', async () => {
    const host = await render(
      { isDineInEnabled: true, isDeliveryEnabled: true, isPickupEnabled: true },
      'ar',
    );
    expect(host.querySelector('fieldset')?.getAttribute('aria-label')).toBe('نوع الطلب');
    expect(buttons(host).map((b) => b.textContent)).toEqual(['تناول في المطعم', 'توصيل', 'استلام']);
  });

  it('a brand offering no type shows no buttons', async () => {
    const host = await render({ isDineInEnabled: false, isDeliveryEnabled: false, isPickupEnabled: false });
    expect(host.querySelector('fieldset')).toBeNull();
  });
});
