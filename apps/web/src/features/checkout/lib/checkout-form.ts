import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { CheckoutValues, checkoutProblem } from './checkout-rules.ts';

/**
 * The checkout form's resolver (001 §2.8, §5.1): a zod schema of the two fields whose only rule
 * is `problemOf` (the order's first problem, checkoutProblem), reported on its field ('root' for
 * the order-wide ones) as the server would: only the first failing rule, its message the
 * problem's catalogue code (issue 16: never a text; the screen writes it). The checkout screen
 * imports this module when the form is first checked ('Select Payment Method' / 'Place Order'),
 * so zod is not in the screen's first chunk (docs/decisions/0013-first-screen-speed.md). The
 * issue is mapped here rather than by @hookform/resolvers, whose import of react-hook-form would
 * make this lazy chunk reach React and split the entry's shared chunks (+0.3 KB on every route).
 */
export function checkoutResolver(
  problemOf: (values: CheckoutValues) => ReturnType<typeof checkoutProblem>,
): Resolver<CheckoutValues> {
  const schema = z
    .object({ vehicleInfo: z.string(), paymentId: z.string().nullable() })
    .superRefine((values, ctx) => {
      const problem = problemOf(values);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message.code, path: [problem.field] });
    });
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const issue = result.error.issues[0];
    const field = (issue?.path[0] ?? 'root') as keyof CheckoutValues | 'root';
    const errors = { [field]: { type: issue?.code ?? 'custom', message: issue?.message ?? '' } };
    return { values: {}, errors: errors as FieldErrors<CheckoutValues> };
  };
}
