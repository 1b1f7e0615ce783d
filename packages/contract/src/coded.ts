import type { Args, MessageKey } from './messages.ts';

/**
 * A CodedMessage of `code` with its values, e.g. `coded('maxQuantityAllowed', 3, 'Burger')`
 * (issue 6: packages return codes, never texts). In a module of its own so that code which only
 * makes codes (packages/pricing, in the browser's first screen) does not load the catalogue.
 */
export function coded<K extends MessageKey>(code: K, ...args: Args<K>): { code: K; args: Args<K> } {
  return { code, args };
}
