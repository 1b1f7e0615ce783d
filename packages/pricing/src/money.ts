/**
 * Money in integer fils (1 AED = 100 fils, ARCHITECTURE: money). Rounding lives here only.
 */

/** Rounds a fractional fils amount half away from zero to a whole fil. */
export function roundFils(fils: number): number {
  return Math.sign(fils) * Math.round(Math.abs(fils));
}

/** AED (as the API speaks it, ≤ 2 decimals) → integer fils, rounded half away from zero (000 §9: amounts to 2 decimals). */
export function aedToFils(aed: number): number {
  return roundFils(Number((aed * 100).toFixed(6)));
}

/** Integer fils → AED with 2 decimals. */
export function filsToAed(fils: number): number {
  return Math.round(fils) / 100;
}

/** 000 §9 Currency and rounding: rounds to 2 decimals; a normalised amount with |x| < 0.1 becomes 0. */
export function normaliseAed(aed: number): number {
  const rounded = filsToAed(aedToFils(aed));
  return Math.abs(rounded) < 0.1 ? 0 : rounded;
}
