/**
 * Integer fils as a branded type (issue 7: "amounts are a branded fils type"), and the one
 * allocation rule of Sufra: largest remainder.
 */

/** An amount in integer fils (1 AED = 100 fils). Build one with `asFils`; plain numbers do not type-check as Fils. */
export type Fils = number & { readonly __unit: 'fils' };

/** Checks that `n` is a safe integer and brands it as Fils. Throws RangeError otherwise (a bug, never user input). */
export function asFils(n: number): Fils {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of fils: ${n}`);
  return (n === 0 ? 0 : n) as Fils;
}

/** Sum of amounts in fils. */
export function sumFils(amounts: readonly number[]): Fils {
  let total = 0;
  for (const a of amounts) total += a;
  return asFils(total);
}

/**
 * Allocates `total` fils among parts in proportion to `weights` by the largest-remainder method
 * (Hamilton): each part gets floor(total × w / Σw), and the fils left over go one each to the parts
 * with the largest remainders (ties to the earlier part). Exact integer arithmetic (BigInt), so
 * the result always adds up to `total`. `total` may be negative (allocated as −distribute(−total)).
 * Weights are whole numbers ≥ 0 (fils, or unit counts); when they are all 0 the parts share
 * equally. No parts → [] (total must then be 0). Throws RangeError for a negative or fractional
 * weight, or no parts with total ≠ 0.
 */
export function distribute(total: number, weights: readonly number[]): Fils[] {
  const whole = asFils(total);
  if (weights.length === 0) {
    if (whole !== 0) throw new RangeError('nothing to distribute among');
    return [];
  }
  if (whole < 0) return distribute(-whole, weights).map((v) => asFils(-v));
  for (const w of weights) if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`bad weight: ${w}`);
  const allZero = weights.every((w) => w === 0);
  const shares = weights.map((w) => BigInt(allZero ? 1 : w));
  const shareSum = shares.reduce((s, w) => s + w, 0n);
  const big = BigInt(whole);
  const floors = shares.map((w) => (big * w) / shareSum);
  const remainders = shares.map((w, i) => big * w - floors[i]! * shareSum);
  let left = Number(big - floors.reduce((s, v) => s + v, 0n));
  const order = remainders
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const result = floors.map((v) => Number(v));
  for (const { i } of order) {
    if (left <= 0) break;
    result[i]! += 1;
    left -= 1;
  }
  return result.map((v) => asFils(v));
}
