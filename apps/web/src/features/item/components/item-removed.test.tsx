import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { ItemDetail } from './item-detail.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const MODAL_EN =
  'We apologize, but the restaurant owner has removed this item from the menu. Please Close this window and try again.';
const PAGE_EN =
  'We apologize, but the restaurant owner has removed this item from the menu. Please click the button below to view the current store menu';

/** An item whose detail call fails (removed from the menu), as a page or (`onClose`) in a modal. */
function renderRemoved(form: 'page' | 'modal') {
  const onContinue = vi.fn();
  const onClose = vi.fn();
  const view = renderInApp(
    <ItemDetail
      itemId="gone"
      categoryId="c1"
      onDone={() => undefined}
      onContinue={onContinue}
      {...(form === 'modal' ? { onClose } : {})}
    />,
    { brand: aBrand(), data: [[['pickup-stores', 'b1'], { stores: [aStore()] }]] },
  );
  return { ...view, onContinue, onClose };
}

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  callApi.mockReset();
  callApi.mockRejectedValue(new ApiError('Item not found', 404));
  await loadTexts('en');
});

describe('an item removed from the menu (000 §2.12, §8)', () => {
  it("IS46: the page says 'Please click the button below to view the current store menu'; 'Go to menu' refetches the menu and leaves", async () => {
    const user = userEvent.setup();
    const { onContinue, queryClient } = renderRemoved('page');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAGE_EN);
    expect(alert).not.toHaveTextContent('Close this window');
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Go to menu' }));
    expect(refetch).toHaveBeenCalled();
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("IS46: the modal says 'Please Close this window and try again.' with Close, which closes it", async () => {
    const user = userEvent.setup();
    const { onClose, onContinue } = renderRemoved('modal');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MODAL_EN);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('IS46 in Arabic: the page variant and its button are Arabic', async () => {
    await loadTexts('ar');
    renderRemoved('page');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'نعتذر، أزال صاحب المطعم هذا الصنف من القائمة. يرجى الضغط على الزر أدناه لعرض قائمة المتجر الحالية',
    );
    expect(screen.getByRole('button', { name: 'الذهاب إلى القائمة' })).toBeInTheDocument();
  });
});
