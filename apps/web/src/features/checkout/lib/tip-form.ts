import { LIMITS, type MessageKey } from '@sufra/contract';
import { aedToFils, filsToAed } from '@sufra/pricing';
import { z } from 'zod';

/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits as Latin digits, and the Arabic decimal separator as '.' (TOT-23). */
export function latinAmount(value: string): string {
  return value
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/[\u066B,]/g, '.');
}

/**
 * The custom tip form (000 §5 Custom tip, TIP-04): the amount typed, Latin digits (TOT-23); empty
 * is "no change" (null); otherwise a number ≥ 1 (and at most the server's LIMITS.tipMaxAed),
 * rounded to 2 decimals. A bad value's message is the catalogue code 'invalidTip' (issue 16:
 * written in the UI language where it is shown).
 */
export const customTipForm = z.object({
  amount: z
    .string()
    .transform((v) => latinAmount(v).trim())
    .refine(
      (v) => v === '' || (/^\d+(\.\d*)?$|^\.\d+$/.test(v) && Number(v) >= 1 && Number(v) <= LIMITS.tipMaxAed),
      { message: 'invalidTip' satisfies MessageKey },
    )
    .transform((v) => (v === '' ? null : filsToAed(aedToFils(Number(v))))),
});
export type CustomTipValues = z.input<typeof customTipForm>;
