/** @sufra/pricing — pure pricing and ordering-rule functions in integer fils (ARCHITECTURE: packages/pricing). */
export * from './line.ts';
export * from './money.ts';
export * from './rules.ts';
export * from './totals.ts';
