/** @sufra/pricing — pure pricing and ordering-rule functions in integer fils (ARCHITECTURE: packages/pricing). */
export * from './banners.ts';
export * from './discounts.ts';
export * from './fils.ts';
export * from './from-contract.ts';
export * from './line.ts';
export * from './local-time.ts';
export * from './money.ts';
export * from './price-order.ts';
export * from './rules.ts';
export * from './rush-hour.ts';
export * from './split.ts';
export * from './summary.ts';
export * from './table.ts';
export * from './timing.ts';
export * from './totals.ts';
