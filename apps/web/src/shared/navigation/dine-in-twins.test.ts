import { describe, expect, it } from 'vitest';
import { dineInPaths } from '../config/dine-in-paths.ts';
import { paths } from '../config/paths.ts';
import { dineInTwinPath } from './dine-in-query.ts';

describe("the storefront's screens at a table stay under /dine-in (002 §2.2; ROUTE-06, ROUTE-10)", () => {
  it('maps each reused screen to its dine-in route', () => {
    expect(dineInTwinPath(paths.home)).toBe(dineInPaths.menu);
    expect(dineInTwinPath(paths.login)).toBe(dineInPaths.login);
    expect(dineInTwinPath(paths.verifyOtp)).toBe(dineInPaths.verification);
    expect(dineInTwinPath(paths.settings)).toBe(dineInPaths.settings);
    expect(dineInTwinPath(paths.editProfile)).toBe(dineInPaths.editProfile);
    expect(dineInTwinPath(paths.myOrders)).toBe(dineInPaths.myOrders);
    expect(dineInTwinPath(paths.paymentConfirm)).toBe(dineInPaths.paymentConfirm);
    expect(dineInTwinPath(paths.trackOrder('1001'))).toBe(dineInPaths.trackOrder('1001'));
    expect(dineInTwinPath(paths.orderFeedback('1001'))).toBe(dineInPaths.orderFeedback('1001'));
    expect(dineInTwinPath(paths.orderSuccess('1001'))).toBe(dineInPaths.orderSuccess('1001'));
    expect(dineInTwinPath(paths.brandBasket)).toBe(dineInPaths.checkout);
  });
  it("keeps the path's own query and leaves other paths as they are", () => {
    expect(dineInTwinPath(`${paths.orderDetail}?orderId=1001`)).toBe(
      `${dineInPaths.orderDetail}?orderId=1001`,
    );
    expect(dineInTwinPath(paths.kitchen)).toBe(paths.kitchen);
  });
});
