import { describe, expect, it } from 'vitest';
import { readDineInQuery, withDineInQuery } from '../../../shared/navigation/dine-in-query.ts';
import { dineInRedirect, isBlockedOnSplit } from './dine-in-routing.ts';
import { anEmptyTable, aTableWithOrder, TABLE_QUERY } from './test-fixtures.ts';

describe('the dine-in query (002 §2.1: the dine-in route set applies only with service-type=dine-in AND store-id)', () => {
  it('reads the store, the table number and the token t of the table link (decision 0032)', () => {
    expect(readDineInQuery(TABLE_QUERY)).toEqual({ storeId: 's1', tableNumber: 5, token: 'tok-5' });
  });
  it('is not a dine-in query without service-type=dine-in or without store-id', () => {
    expect(readDineInQuery('?store-id=s1&table-number=5')).toBeNull();
    expect(readDineInQuery('?service-type=dine-in&table-number=5')).toBeNull();
    expect(readDineInQuery('?service-type=pickup&store-id=s1')).toBeNull();
  });
  it('a bad table number (0, 1000, text) is no table: the menu stays public', () => {
    for (const n of ['0', '1000', 'x', '-1'])
      expect(readDineInQuery(`?store-id=s1&service-type=dine-in&table-number=${n}`)?.tableNumber).toBeNull();
  });
});

describe('ROUTE-10 (002 §2.2: every dine-in navigation keeps the current query string)', () => {
  it('keeps store-id, service-type, table-number and t on the path', () => {
    const to = withDineInQuery('/dine-in/checkout', TABLE_QUERY);
    expect(to.split('?')[0]).toBe('/dine-in/checkout');
    expect(readDineInQuery(`?${to.split('?')[1]}`)).toEqual({
      storeId: 's1',
      tableNumber: 5,
      token: 'tok-5',
    });
  });
  it("adds the path's own query after it (002 §2.8: dine-in/checkout?{query}&payment=success) and drops other keys", () => {
    const to = withDineInQuery('/dine-in/checkout?payment=success', `${TABLE_QUERY}&payment_intent=pi_1`);
    const q = new URLSearchParams(to.split('?')[1]);
    expect(q.get('payment')).toBe('success');
    expect(q.get('t')).toBe('tok-5');
    expect(q.get('payment_intent')).toBeNull();
  });
});

describe("002 §2.2 'blocked on split' and §2.3 the landing at the opening", () => {
  it('the blocked routes are /dine-in, /dine-in/item/…, /dine-in/item-image and the feedback route', () => {
    expect(isBlockedOnSplit('/dine-in')).toBe(true);
    expect(isBlockedOnSplit('/dine-in/')).toBe(true);
    expect(isBlockedOnSplit('/dine-in/item/i1/c1')).toBe(true);
    expect(isBlockedOnSplit('/dine-in/item-image')).toBe(true);
    expect(isBlockedOnSplit('/dine-in/order/order-feedback/1001')).toBe(true);
    expect(isBlockedOnSplit('/dine-in/checkout')).toBe(false);
    expect(isBlockedOnSplit('/dine-in/paylater')).toBe(false);
  });
  it('while the table has split bills, a blocked route goes to /dine-in/paylater, at any time', () => {
    const split = aTableWithOrder(10);
    expect(dineInRedirect({ pathname: '/dine-in/item/i1/c1', table: split, opening: false })).toBe(
      '/dine-in/paylater',
    );
    expect(dineInRedirect({ pathname: '/dine-in/checkout', table: split, opening: false })).toBeNull();
  });
  it("002 §2.4 'when the remaining amount is 0 or less, the product goes to /dine-in': a split table paid in full no longer sends the menu back to the landing", () => {
    const paid = { ...aTableWithOrder(10), remainingAmount: 0 };
    expect(paid.splitBills.length).toBeGreaterThan(0);
    expect(dineInRedirect({ pathname: '/dine-in', table: paid, opening: false })).toBeNull();
  });
  it('a table with orders sends the guest to the landing at the opening only (View Menu then works)', () => {
    const table = aTableWithOrder();
    expect(dineInRedirect({ pathname: '/dine-in', table, opening: true })).toBe('/dine-in/paylater');
    expect(dineInRedirect({ pathname: '/dine-in', table, opening: false })).toBeNull();
    expect(dineInRedirect({ pathname: '/dine-in', table: anEmptyTable(), opening: true })).toBeNull();
    expect(dineInRedirect({ pathname: '/dine-in', table: undefined, opening: true })).toBeNull();
  });
});
