/**
 * Money in integer fils (1 AED = 100 fils, ARCHITECTURE: money). Rounding lives here only.
 */

/**
 * The one rounding function of Sufra (000 §9 Currency and rounding): rounds a fractional fils
 * amount to a whole fil, half away from zero (12.5 → 13, -12.5 → -13). Input and output in fils.
 * Binary floating-point noise below 1e-6 fil is dropped first, so 127.49999999 (from 2549.99999 × 5
 * / 100) rounds as 127.5. Never returns -0.
 */
export function roundFilsHalfUp(fils: number): number {
  const rounded = Math.sign(fils) * Math.round(Number(Math.abs(fils).toFixed(6)));
  return rounded === 0 ? 0 : rounded;
}

/** AED (as the API speaks it, ≤ 2 decimals) → integer fils, rounded half away from zero (000 §9: amounts to 2 decimals). */
export function aedToFils(aed: number): number {
  return roundFilsHalfUp(aed * 100);
}

/** Integer fils → AED with 2 decimals (a fractional fils input is rounded half away from zero first). */
export function filsToAed(fils: number): number {
  return roundFilsHalfUp(fils) / 100;
}

/** The names issue 16 gives the two conversions: `toFils` is aedToFils, `toAed` is filsToAed. */
export { aedToFils as toFils, filsToAed as toAed };

/** Integer fils → AED as text with 2 decimals, e.g. 1750 → '17.50' (the values of texts such as 'couponMinOrder'). */
export function filsToAedText(fils: number): string {
  return filsToAed(fils).toFixed(2);
}

/** 000 §9 Currency and rounding: rounds to 2 decimals; a normalised amount with |x| < 0.1 becomes 0. */
export function normaliseAed(aed: number): number {
  const rounded = filsToAed(aedToFils(aed));
  return Math.abs(rounded) < 0.1 ? 0 : rounded;
}
