import { priceOrder, priceSummaryLines } from '@sufra/pricing';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadTexts } from '../testing/render-in-app.tsx';
import { PriceSummary } from './price-summary.tsx';

const tenPercent = {
  id: 'd1',
  code: 'save10',
  discountType: 'percentage' as const,
  value: 10,
  maximumDiscountFils: 0,
  minOrderValueFils: 0,
  perCustomerUse: 0,
  isActive: true,
  startDate: 0,
  endDate: 2_000_000_000,
  discountApplication: 'manual' as const,
  serviceTypes: ['PICKUP' as const],
  isApplicableOnAllItems: true,
  itemIds: [],
  isApplicableOnAllStores: true,
  storeIds: [],
};

/** The summary of two burgers at AED 25 (5 % VAT) with `extra` pricing input. */
function summaryOf(extra: Partial<Parameters<typeof priceOrder>[0]> = {}) {
  const priced = priceOrder({
    lines: [{ itemId: 'burger', unitPriceFils: 2500, quantity: 2 }],
    storeId: 's1',
    serviceType: 'PICKUP',
    taxRatePercent: 5,
    now: 1_800_000_000,
    discounts: [tenPercent],
    ...extra,
  });
  return priceSummaryLines(priced.totals, { serviceType: 'PICKUP', taxRatePercent: 5 });
}

/** The summary's rows as 'label|amount'. */
const rows = () =>
  [...document.querySelectorAll('.price-summary > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}|${row.querySelector('dd')?.textContent}`,
  );

beforeEach(() => loadTexts('en'));

describe('price summary (000 §2.15, TOT-18, TOT-22)', () => {
  it('no promotion: Basket Total, VAT with its rate and Total — no Original, Discount, Loyalty, Delivery Fee or Tip line', () => {
    render(<PriceSummary lines={summaryOf()} taxRatePercent={5} />);
    expect(rows()).toEqual(['Basket Total|AED 50.00', 'Value Added Tax (5%)|AED 2.50', 'Total|AED 52.50']);
  });

  it('a coupon and a tip: Original Basket Total, Discount with a minus sign, Basket Total, VAT, Tip, Total — in that order, adding up', () => {
    render(
      <PriceSummary
        lines={summaryOf({ couponId: 'd1', tip: { type: 'default', value: 0.1 } })}
        taxRatePercent={5}
      />,
    );
    expect(rows()).toEqual([
      'Original Basket Total|AED 50.00',
      'Discount|−AED 5.00',
      'Basket Total|AED 45.00',
      'Value Added Tax (5%)|AED 2.25',
      'Tip|AED 4.50',
      'Total|AED 51.75',
    ]);
  });

  it('loyalty credits: a Loyalty Points line, subtracted', () => {
    const policy = {
      isLoyaltyActive: true,
      minOrderValueForCashbackFils: 0,
      cashbackActive: true,
      cashbackPercentage: 5,
      redeemablePercentagePerOrder: 20,
      maxRedeemableFilsPerOrder: 800,
    };
    render(
      <PriceSummary
        lines={summaryOf({ loyalty: { policy, balanceFils: 3000, apply: true } })}
        taxRatePercent={5}
      />,
    );
    expect(rows()).toEqual([
      'Original Basket Total|AED 50.00',
      'Loyalty Points|−AED 8.00',
      'Basket Total|AED 42.00',
      'Value Added Tax (5%)|AED 2.10',
      'Total|AED 44.10',
    ]);
  });

  it('in Arabic: the same lines in Arabic, the amount before AED, kept left-to-right', async () => {
    await loadTexts('ar');
    render(<PriceSummary lines={summaryOf({ couponId: 'd1' })} taxRatePercent={5} />);
    expect(rows()).toEqual([
      'إجمالي السلة الأصلي|50.00 AED',
      'الخصم|−5.00 AED',
      'إجمالي السلة|45.00 AED',
      'ضريبة القيمة المضافة (5%)|2.25 AED',
      'الإجمالي|47.25 AED',
    ]);
    for (const amount of screen.getAllByText(/AED/))
      expect(amount.closest('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
