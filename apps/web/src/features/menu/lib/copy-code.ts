import { notify } from '../../../shared/ui/notifications.tsx';

/**
 * Copies a coupon code (000 §2.16 'Copy Code') with navigator.clipboard and tells the customer:
 * `copied` ('The COUPON code has been successfully copied.') as a success notification, or
 * `failed` when the browser refuses (no clipboard, not a secure page, permission denied).
 */
export async function copyCouponCode(code: string, copied: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    notify(copied, 'success');
  } catch {
    notify(failed);
  }
}
