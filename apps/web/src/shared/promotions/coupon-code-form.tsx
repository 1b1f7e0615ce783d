import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../ui/button.tsx';

/**
 * The code field's form (000 §4.8, §5 Promo codes): the code, trimmed, 1–60 characters (the bounds
 * of validate-discount-V2's `discountCode`). "Not empty" is the only thing the browser can know —
 * the server knows the codes, hidden ones included, and answers the refusals.
 */
const couponCodeForm = z.object({ code: z.string().trim().min(1).max(60) });

/**
 * The code field of the coupon modals (000 §2.16): 'Discount code *' with the placeholder 'Enter
 * your code here' (discount code modal) or 'Voucher code' (Apply Voucher modal), and 'Apply',
 * disabled while the code is empty (DISC-20); a spinner in it while the code is checked.
 * `onTyping` clears the last refusal.
 */
export function CouponCodeForm({
  variant,
  busy,
  onSubmit,
  onTyping,
}: {
  variant: 'voucher' | 'discountCode';
  busy: boolean;
  onSubmit: (code: string) => void;
  onTyping: () => void;
}) {
  const { t } = useTranslation('promotions');
  const form = useForm<z.input<typeof couponCodeForm>, unknown, z.output<typeof couponCodeForm>>({
    resolver: zodResolver(couponCodeForm),
    defaultValues: { code: '' },
  });
  const empty = form.watch('code').trim() === '';
  return (
    <form className="coupon-form" noValidate onSubmit={form.handleSubmit(({ code }) => onSubmit(code))}>
      <label htmlFor="coupon-code" className="coupon-form-label">
        {variant === 'voucher' ? t('voucherCode') : t('discountCodeField')}
      </label>
      <div className="coupon-form-row">
        <input
          id="coupon-code"
          className="input"
          placeholder={t('enterCodeHere')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          aria-required={variant === 'discountCode' || undefined}
          {...form.register('code', { onChange: onTyping })}
        />
        <Button type="submit" disabled={empty} busy={busy}>
          {t('apply')}
        </Button>
      </div>
    </form>
  );
}
