import type { BoardOrder } from './board.ts';

/** Tests: a board order (the operator API's shape) with only what the board's rules read set meaningfully. */
export function aBoardOrder(
  over: Partial<BoardOrder> & { service?: 'PICKUP' | 'DELIVERY' | 'DINE_IN' } = {},
): BoardOrder {
  const { service = 'PICKUP', ...rest } = over;
  return {
    _id: 'o1',
    orderNumber: 'ALN-00001',
    brandId: 'b',
    storeId: 's',
    orderStatus: 'PENDING',
    orderPlacedTime: 1_795_000_000,
    orderType: { type: service, EN: { name: service }, AR: { name: service } },
    timingType: 'ASAP',
    expectedTime: null,
    orderedMenu: [],
    statusHistory: [],
    readyAt: null,
    courier: null,
    feedback: null,
    ...rest,
  } as unknown as BoardOrder;
}
