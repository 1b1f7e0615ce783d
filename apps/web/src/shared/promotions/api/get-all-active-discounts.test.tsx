import { ROUTES } from '@sufra/contract/routes';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../order-settings/order-settings-state.ts';
import { aBrand } from '../../testing/fixtures.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { useDiscounts } from './get-all-active-discounts.ts';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../api/client.ts', async (original) => ({
  ...(await original<typeof import('../../api/client.ts')>()),
  callApi,
}));

function Discounts() {
  return <output>{useDiscounts().length}</output>;
}

beforeEach(() => {
  localStorage.clear();
  initBrandState('b1');
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  callApi.mockReset();
  callApi.mockResolvedValue({ discount: [] });
});

describe('the coupons-popup fetch (000 §4.8, §7.4; DISC-21)', () => {
  it("IS47: sends page 'COUPONS_POPUP' (upper case, as 000 §4.8 and §7.4 write it)", async () => {
    renderInApp(<Discounts />, { brand: aBrand() });
    await waitFor(() => expect(callApi).toHaveBeenCalled());
    const [route, body] = callApi.mock.calls[0]!;
    expect(route.path).toBe(ROUTES.getAllActiveDiscountsV2.path);
    expect(body).toMatchObject({ page: 'COUPONS_POPUP', storeId: 's1', serviceType: 'PICKUP' });
  });
});
