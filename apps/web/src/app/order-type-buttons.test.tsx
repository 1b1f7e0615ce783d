import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBasket } from '../shared/basket/basket-state.ts';
import { BrandProvider } from '../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../shared/brand/resolve-brand.ts';
import { initBrandState } from '../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../shared/order-settings/order-settings-state.ts';
import { aBasketLine } from '../shared/testing/fixtures.ts';
import { mount } from '../shared/testing/mount.tsx';
import { testI18n } from '../shared/testing/test-i18n.ts';
import { NotificationHost } from '../shared/ui/notifications.tsx';
import { OrderTypeButtons, offeredOrderTypes } from './order-type-buttons.tsx';

type Offer = { isDineInEnabled: boolean; isDeliveryEnabled: boolean; isPickupEnabled: boolean };
const brandOffering = (offer: Offer, catalogueType = 'BRAND_BASED_CATALOGUE') =>
  ({
    brand: {
      _id: 'b-types',
      catalogueType,
      brandName: 'Burgerato',
      brandNameAR: 'برجراتو',
    },
    setting: { ...offer, staticPages: {}, brandLogoFirst: null },
  }) as unknown as ResolvedBrand;

function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

async function render(offer: Offer, language: 'en' | 'ar' = 'en', catalogueType?: string) {
  const i18n = await testI18n(language);
  return mount(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <BrandProvider brand={brandOffering(offer, catalogueType)}>
          <MemoryRouter initialEntries={['/store/store-detail']}>
            <OrderTypeButtons />
            <PathProbe />
          </MemoryRouter>
          <NotificationHost />
        </BrandProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
const buttons = (host: HTMLElement) => [...host.querySelectorAll<HTMLButtonElement>('button.order-type')];

beforeEach(() => {
  localStorage.clear();
  initBrandState('b-types');
  getOrderSettings().setSelectedStoreId(null);
  getOrderSettings().setServiceType('PICKUP');
  getBasket().clear();
});

/** The dialog's code loads when it first opens (shared/ui/modal.tsx): waits for it, up to 2 s. */
async function dialogNamed(name: string): Promise<HTMLElement> {
  for (let i = 0; i < 40; i++) {
    const found = [...document.querySelectorAll<HTMLElement>('[role=dialog]')].find((d) =>
      d.textContent?.includes(name),
    );
    if (found) return found;
    await act(() => new Promise((r) => setTimeout(r, 50)));
  }
  throw new Error(`no dialog '${name}'`);
}
const buttonIn = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);

describe('top-bar order-type buttons (000 §2.5)', () => {
  it('SVC-04: lists only the types the brand offers, in the order Dine In, Delivery, Pickup', () => {
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

  // IS49 (decision 0100): one control — the top bar's order types — lists the active services
  // only (000 §2.7) and switches only when there is another one (000 §2.9 'more than one').
  it('SVC-04, IS49: a pickup-only brand shows one pressed Pickup button in a labelled group, which switches nothing', async () => {
    const host = await render({ isDineInEnabled: false, isDeliveryEnabled: false, isPickupEnabled: true });
    const group = host.querySelector('fieldset.order-types');
    expect(group?.getAttribute('aria-label')).toBe('Order type');
    expect(buttons(host).map((b) => b.textContent)).toEqual(['Pickup']);
    expect(buttons(host)[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(host).not.toHaveTextContent('Delivery');
    expect(host).not.toHaveTextContent('Dine In');
    act(() => buttons(host)[0]?.click());
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(document.querySelector('[role=dialog]')).toBeNull();
    expect(getOrderSettings().serviceType).toBe('PICKUP');
  });

  it('IS49: with Delivery and Pickup offered, the other service is a switch (it asks to confirm)', async () => {
    const host = await render({ isDineInEnabled: false, isDeliveryEnabled: true, isPickupEnabled: true });
    expect(buttons(host).map((b) => b.textContent)).toEqual(['Delivery', 'Pickup']);
    act(() => buttons(host)[1]?.click());
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(document.querySelector('[role=dialog]')).toBeNull();
    act(() => buttons(host)[0]?.click());
    const dialog = await dialogNamed('Use Delivery service');
    act(() => buttonIn(dialog, 'No')?.click());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(document.querySelector('[role=dialog]')).toBeNull();
  });

  it('with all three offered on a brand-based catalogue, Pickup is active, Delivery available, Dine In unavailable', async () => {
    const host = await render({ isDineInEnabled: true, isDeliveryEnabled: true, isPickupEnabled: true });
    const [dineIn, delivery, pickup] = buttons(host);
    expect(buttons(host).map((b) => b.textContent)).toEqual(['Dine In', 'Delivery', 'Pickup']);
    expect(pickup?.getAttribute('aria-pressed')).toBe('true');
    expect(pickup?.hasAttribute('aria-disabled')).toBe(false);
    expect(delivery?.getAttribute('aria-pressed')).toBe('false');
    expect(delivery?.hasAttribute('aria-disabled')).toBe(false);
    expect(dineIn?.getAttribute('aria-pressed')).toBe('false');
    expect(dineIn?.getAttribute('aria-disabled')).toBe('true');
  });

  it('SVC-03: on an outlet brand, tapping Delivery asks to confirm; No keeps Pickup and the basket', async () => {
    const host = await render(
      { isDineInEnabled: false, isDeliveryEnabled: true, isPickupEnabled: true },
      'en',
      'OUTLET_BASED_CATALOGUE',
    );
    getBasket().addLine(aBasketLine());
    const [delivery, pickup] = buttons(host);
    expect(delivery?.hasAttribute('aria-disabled')).toBe(false);
    act(() => delivery?.click());
    const dialog = await dialogNamed('Use Delivery service');
    expect(dialog).toHaveTextContent('Are you sure you want to choose the service');
    act(() => buttonIn(dialog, 'No')?.click());
    expect(getOrderSettings().serviceType).toBe('PICKUP');
    expect(pickup?.getAttribute('aria-pressed')).toBe('true');
    expect(getBasket().lines).toHaveLength(1);
  });

  it('SVC-03, 000 §4.12: Yes clears the order data, sets Delivery and opens the location step', async () => {
    const host = await render(
      { isDineInEnabled: false, isDeliveryEnabled: true, isPickupEnabled: true },
      'en',
      'OUTLET_BASED_CATALOGUE',
    );
    getOrderSettings().setSelectedStoreId('s1');
    getOrderSettings().setTiming({ type: 'ASAP', preOrderSlot: null });
    getBasket().addLine(aBasketLine());
    const [delivery] = buttons(host);
    act(() => delivery?.click());
    const dialog = await dialogNamed('Use Delivery service');
    act(() => buttonIn(dialog, 'Yes')?.click());
    const settings = getOrderSettings();
    expect(settings.serviceType).toBe('DELIVERY');
    expect(settings.selectedStoreId).toBeNull();
    expect(settings.timing).toBeNull();
    expect(settings.delivery).toEqual({ point: null, address: null, zone: null });
    expect(getBasket().lines).toHaveLength(0);
    expect(host.querySelector('[data-testid=path]')?.textContent).toBe('/address/select-delivery-area');
    expect(buttons(host)[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('SVC-03, SVC-06 (decision 0020): on a brand-based catalogue Yes switches to Delivery and goes home, where the area picker opens', async () => {
    const host = await render({ isDineInEnabled: false, isDeliveryEnabled: true, isPickupEnabled: true });
    getOrderSettings().setSelectedStoreId('s1');
    getBasket().addLine(aBasketLine());
    const [delivery] = buttons(host);
    expect(delivery?.hasAttribute('aria-disabled')).toBe(false);
    act(() => delivery?.click());
    const dialog = await dialogNamed('Use Delivery service');
    act(() => buttonIn(dialog, 'Yes')?.click());
    expect(getOrderSettings().serviceType).toBe('DELIVERY');
    expect(getOrderSettings().selectedStoreId).toBeNull();
    expect(getBasket().lines).toHaveLength(0);
    expect(host.querySelector('[data-testid=path]')?.textContent).toBe('/');
  });

  it('Dine In, offered, says it starts from the table and does not switch', async () => {
    const host = await render({ isDineInEnabled: true, isDeliveryEnabled: false, isPickupEnabled: true });
    const [dineIn, pickup] = buttons(host);
    act(() => dineIn?.click());
    expect(document.body).toHaveTextContent('Dine in starts from the QR code on your table.');
    expect(pickup?.getAttribute('aria-pressed')).toBe('true');
    expect(getOrderSettings().serviceType).toBe('PICKUP');
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
