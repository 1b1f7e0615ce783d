/** Helpers of the message catalogue (messages.ts): isolated values and texts with values. */

/** Unicode first-strong isolate / pop directional isolate: keeps a Latin value (a field path) intact in Arabic text. */
const FSI = '\u2068';
const PDI = '\u2069';
/** A value isolated from the surrounding (right-to-left) text. */
export const isolate = (value: string | number): string => `${FSI}${value}${PDI}`;

/** A text with values: its English and its Arabic, each a function of the same values. */
export interface DynamicText<A extends unknown[]> {
  EN: (...args: A) => string;
  AR: (...args: A) => string;
}
export const dynamic = <A extends unknown[]>(text: DynamicText<A>): DynamicText<A> => text;

/** "{n} options" in Arabic with the count's agreement: واحد، اثنان، 3–10 جمع، 11+ تمييز مفرد. */
function arabicOptions(n: number): string {
  if (n === 1) return 'خيار واحد';
  if (n === 2) return 'خياران';
  if (n >= 3 && n <= 10) return `${n} خيارات`;
  return `${n} خيارًا`;
}
/** Same, in the accusative (object of a verb: "اختيار خيارين"). */
export function arabicOptionsAccusative(n: number): string {
  return n === 2 ? 'خيارين' : arabicOptions(n);
}
