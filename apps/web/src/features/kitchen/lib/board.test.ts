import { describe, expect, it } from 'vitest';
import { actionsFor, type BoardOrder, boardColumns, columnOf, newCount } from './board.ts';
import { aBoardOrder } from './board-fixture.ts';

describe('the board columns (issue 17)', () => {
  it('puts each status in its column: New, Preparing (not ready), Ready (readyAt), On the way, Done today', () => {
    const cases: Array<[Partial<BoardOrder>, string]> = [
      [{ orderStatus: 'PENDING' }, 'new'],
      [{ orderStatus: 'SCHEDULED' }, 'new'],
      [{ orderStatus: 'ACCEPTED' }, 'preparing'],
      [{ orderStatus: 'PREPARING' }, 'preparing'],
      [{ orderStatus: 'COOKING' }, 'preparing'],
      [{ orderStatus: 'PREPARING', readyAt: 1_795_000_600 }, 'ready'],
      [{ orderStatus: 'ACCEPTED', readyAt: 1_795_000_600 }, 'ready'],
      [{ orderStatus: 'ON_THE_WAY', readyAt: 1_795_000_600 }, 'onTheWay'],
      [{ orderStatus: 'DELIVERED' }, 'done'],
      [{ orderStatus: 'COMPLETE' }, 'done'],
      [{ orderStatus: 'CANCELLED' }, 'done'],
      [{ orderStatus: 'CANCELED' }, 'done'],
      [{ orderStatus: 'REJECTED' }, 'done'],
    ];
    for (const [over, column] of cases) expect([over, columnOf(aBoardOrder(over))]).toEqual([over, column]);
  });

  it('sorts the open columns oldest placed first and Done today latest finished first; counts New', () => {
    const orders = [
      aBoardOrder({ _id: 'late', orderPlacedTime: 300 }),
      aBoardOrder({ _id: 'early', orderPlacedTime: 100 }),
      aBoardOrder({ _id: 'mid', orderPlacedTime: 200, orderStatus: 'SCHEDULED' }),
      aBoardOrder({
        _id: 'doneOld',
        orderStatus: 'COMPLETE',
        statusHistory: [{ status: 'COMPLETE', at: 500 }],
      }),
      aBoardOrder({
        _id: 'doneNew',
        orderStatus: 'REJECTED',
        statusHistory: [{ status: 'REJECTED', at: 900 }],
      }),
      aBoardOrder({ _id: 'cooking', orderStatus: 'COOKING', orderPlacedTime: 50 }),
    ];
    const columns = boardColumns(orders);
    expect(columns.new.map((o) => o._id)).toEqual(['early', 'mid', 'late']);
    expect(columns.done.map((o) => o._id)).toEqual(['doneNew', 'doneOld']);
    expect(columns.preparing.map((o) => o._id)).toEqual(['cooking']);
    expect(columns.ready).toEqual([]);
    expect(newCount(orders)).toBe(3);
  });
});

describe('the actions a card offers (issue 17: only what the state machine allows)', () => {
  it('new orders: accept or reject', () => {
    expect(actionsFor(aBoardOrder({ orderStatus: 'PENDING' }))).toEqual(['accept', 'reject']);
    expect(actionsFor(aBoardOrder({ orderStatus: 'SCHEDULED' }))).toEqual(['accept', 'reject']);
  });
  it('accepted pickup: preparing, ready; once ready: served (delivered); never reject after accept', () => {
    expect(actionsFor(aBoardOrder({ orderStatus: 'ACCEPTED' }))).toEqual([
      'preparing',
      'ready',
      'cancelOrder',
    ]);
    expect(actionsFor(aBoardOrder({ orderStatus: 'PREPARING' }))).toEqual(['ready', 'cancelOrder']);
    expect(actionsFor(aBoardOrder({ orderStatus: 'PREPARING', readyAt: 1 }))).toEqual([
      'delivered',
      'cancelOrder',
    ]);
    expect(actionsFor(aBoardOrder({ orderStatus: 'COOKING' }))).not.toContain('reject');
  });
  it('delivery: dispatch instead of served; on the way: delivered; delivered: complete', () => {
    expect(actionsFor(aBoardOrder({ service: 'DELIVERY', orderStatus: 'ACCEPTED' }))).toEqual([
      'preparing',
      'ready',
      'dispatch',
      'cancelOrder',
    ]);
    expect(actionsFor(aBoardOrder({ service: 'DELIVERY', orderStatus: 'PREPARING', readyAt: 1 }))).toEqual([
      'dispatch',
      'cancelOrder',
    ]);
    expect(actionsFor(aBoardOrder({ service: 'DELIVERY', orderStatus: 'ON_THE_WAY' }))).toEqual([
      'delivered',
    ]);
    expect(actionsFor(aBoardOrder({ orderStatus: 'DELIVERED' }))).toEqual(['complete']);
  });
  it('cancel only while the kitchen has it: never on a new, on-the-way or delivered order', () => {
    for (const s of ['ACCEPTED', 'PREPARING', 'COOKING'] as const)
      expect(actionsFor(aBoardOrder({ orderStatus: s })).at(-1)).toBe('cancelOrder');
    for (const s of ['PENDING', 'SCHEDULED', 'ON_THE_WAY', 'DELIVERED'] as const)
      expect(actionsFor(aBoardOrder({ service: 'DELIVERY', orderStatus: s }))).not.toContain('cancelOrder');
  });
  it('final orders: nothing', () => {
    for (const s of ['COMPLETE', 'CANCELLED', 'CANCELED', 'REJECTED'] as const)
      expect(actionsFor(aBoardOrder({ orderStatus: s }))).toEqual([]);
  });
});
