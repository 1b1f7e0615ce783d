import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { aBasketLine } from '../../../shared/testing/fixtures.ts';
import { isNotServing, useClearOnNotServing } from './not-serving.ts';

const NOT_SERVING = new ApiError(
  'The store is currently not serving, please try again later',
  404,
  undefined,
  undefined,
  'storeNotServing',
);

beforeEach(() => {
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
  getBasket().addLine(aBasketLine());
  getOrderSettings().setSelectedStoreId('s1');
});

describe('SVC-02 (000 §4.2): the menu fails because no service is enabled', () => {
  it('clears the order data: basket, store, delivery choice', () => {
    renderHook(() => useClearOnNotServing(NOT_SERVING));
    expect(getBasket().lines).toEqual([]);
    expect(getOrderSettings().selectedStoreId).toBeNull();
    expect(getOrderSettings().delivery).toEqual({ point: null, address: null, zone: null });
  });
  it('keeps the order data on any other failure', () => {
    renderHook(() =>
      useClearOnNotServing(
        new ApiError('Something was incorrect.', 404, undefined, undefined, 'somethingIncorrect'),
      ),
    );
    expect(getBasket().lines).toHaveLength(1);
    expect(getOrderSettings().selectedStoreId).toBe('s1');
    expect(isNotServing(NOT_SERVING)).toBe(true);
    expect(isNotServing(new Error('x'))).toBe(false);
  });
});
