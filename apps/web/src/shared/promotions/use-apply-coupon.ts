import type { EligibleItem } from '@sufra/contract';
import { TIMERS } from '@sufra/contract/constants';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getBasket } from '../basket/basket-state.ts';
import { toOrderLines } from '../basket/order-lines.ts';
import { paths } from '../config/paths.ts';
import { getOrderSettings } from '../order-settings/order-settings-state.ts';
import { getSession } from '../session/session-state.ts';
import { useValidateDiscount } from './api/validate-discount.ts';

/** A coupon to apply: one chosen from a list (by id) or a code typed by hand. */
export type CouponChoice = { discountId: string } | { discountCode: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The manual coupon flow of 000 §4.8 (DISC-04/-05/-14), shared by the Apply Voucher modal (outlet
 * basket) and the discount code modal (brand checkout):
 * - a guest is sent to sign in and back (validation needs a signed-in customer, DISC-05);
 * - with loyalty applied, 'Use discount code' is asked first (`confirm`; No keeps loyalty);
 * - a typed code is trimmed and lower-cased and always asked of the server by code — hidden codes
 *   are never listed, so "not among the listed discounts" is the server's COUPON_NOT_FOUND;
 * - success: after TIMERS.discountApplyDelayMs (300 ms) the coupon is applied (loyalty goes) and
 *   `onApplied` runs (the modal closes);
 * - refusal: `note` is the server's message (in the UI language) for the 'Note:' banner, and
 *   `eligibleItems` the items of a specific-items refusal (DISC-09).
 */
export function useApplyCoupon(onApplied: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [eligibleItems, setEligibleItems] = useState<EligibleItem[]>([]);
  const [pending, setPending] = useState<CouponChoice | null>(null);
  const validate = useValidateDiscount();

  const run = async (choice: CouponChoice) => {
    const token = getSession().token;
    if (!token) {
      navigate(paths.login, { state: { from: { pathname: location.pathname } } });
      return;
    }
    const basket = getBasket();
    const settings = getOrderSettings();
    const by = 'discountCode' in choice ? { discountCode: choice.discountCode.trim().toLowerCase() } : choice;
    setBusy(true);
    setNote(null);
    setEligibleItems([]);
    const result = await validate.mutateAsync({
      storeId: settings.selectedStoreId ?? basket.lines[0]?.storeId ?? '',
      serviceType: settings.serviceType ?? 'PICKUP',
      cart: toOrderLines(basket.lines),
      by,
    });
    if (!result.ok) {
      setBusy(false);
      setNote(result.message);
      setEligibleItems(result.eligibleItems);
      return;
    }
    await wait(TIMERS.discountApplyDelayMs);
    const { discount } = result.data;
    getBasket().setCoupon({
      discountId: discount._id,
      code: discount.discountCode,
      enteredByHand: 'discountCode' in by,
      discount,
    });
    setBusy(false);
    onApplied();
  };

  return {
    busy,
    note,
    eligibleItems,
    /** Applies a coupon, asking first when loyalty credits are applied (DISC-14). */
    apply: (choice: CouponChoice) => (getBasket().loyaltyApplied ? setPending(choice) : run(choice)),
    /** The 'Use discount code' question: open while a choice waits for it. */
    confirm: {
      open: pending !== null,
      accept: () => {
        const choice = pending;
        setPending(null);
        if (choice) void run(choice);
      },
      cancel: () => setPending(null),
    },
    clearNote: () => {
      setNote(null);
      setEligibleItems([]);
    },
  };
}
