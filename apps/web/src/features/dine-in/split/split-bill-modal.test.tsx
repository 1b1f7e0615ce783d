import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../shared/testing/render-in-app.tsx';
import { SplitBillModal, type SplitBillModalProps } from './split-bill-modal.tsx';
import type { SplitChoice } from './split-choice.ts';
import { amountsInput, aSplitBill, BURGER, exampleInput, WATER } from './split-fixtures.ts';
import type { SplitInput } from './split-lines.ts';

const onApply = vi.fn();
const onClear = vi.fn();
const onOpenChange = vi.fn();

/** Opens the modal on `input` with the guest's current choice `value`; resolves with the dialog. */
async function open(
  input: SplitInput,
  value: SplitChoice | null = null,
  over: Partial<SplitBillModalProps> = {},
) {
  render(
    <SplitBillModal
      open
      onOpenChange={onOpenChange}
      {...input}
      value={value}
      onApply={onApply}
      onClear={onClear}
      {...over}
    />,
  );
  return screen.findByRole('dialog');
}
const amountOf = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
/** axe-core's WCAG 2 A/AA and best-practice rules; 'region' is about whole pages, colour contrast needs a browser. */
const AXE = {
  runOnly: ['wcag2a', 'wcag2aa', 'best-practice'],
  rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
} as axe.RunOptions;
const apply = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Apply' });

beforeEach(async () => {
  vi.clearAllMocks();
  await loadTexts('en');
});

describe('Split Bill modal (002 §2.7; issue 18)', () => {
  it("is titled 'Split Bill' with the three types; Apply is disabled until a type is chosen (SPLIT-09)", async () => {
    const dialog = await open(amountsInput(30_000));
    expect(screen.getByRole('dialog', { name: 'Split Bill' })).toBe(dialog);
    const types = within(dialog).getAllByRole('radio');
    expect(types.map((r) => r.closest('label')?.textContent)).toEqual([
      'Custom Amount',
      'Divide Equally',
      'Selected Items',
    ]);
    expect(apply(dialog)).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Remove split' })).toBeNull();
  });

  it('closed, it renders nothing', async () => {
    const { container } = render(
      <SplitBillModal
        open={false}
        onOpenChange={onOpenChange}
        {...amountsInput(30_000)}
        value={null}
        onApply={onApply}
        onClear={onClear}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('CUSTOM-AMOUNT: the slider and the number are kept in sync, up to bill − splitPayed; My Share and Remaining live; Apply sends the choice', async () => {
    const dialog = await open(amountsInput(30_000, { paidFils: 7500 }));
    await userEvent.click(within(dialog).getByLabelText('Custom Amount'));
    const number = within(dialog).getByLabelText('Amount to pay (AED)') as HTMLInputElement;
    const slider = within(dialog).getByRole('slider', { name: 'Amount to pay' }) as HTMLInputElement;
    expect(slider).toHaveAttribute('max', '225');
    expect(slider).toHaveAttribute('step', '0.1');
    expect(within(dialog).getByText('Up to \u2068AED 225.00\u2069')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '50.5' } });
    expect(number.value).toBe('50.50');
    expect(amountOf(dialog, 'My Share')).toBe('AED 50.50');
    expect(amountOf(dialog, 'Remaining Payment')).toBe('AED 174.50');
    fireEvent.change(number, { target: { value: '100.25' } });
    expect(slider.value).toBe('100.25');
    expect(amountOf(dialog, 'My Share')).toBe('AED 100.25');
    // TOT-23: Arabic-Indic digits and separator.
    fireEvent.change(number, { target: { value: '١٠٠٫٢٥' } });
    expect(number.value).toBe('100.25');
    expect(amountOf(dialog, 'My Share')).toBe('AED 100.25');
    await userEvent.click(apply(dialog));
    expect(onApply).toHaveBeenCalledWith({
      type: 'CUSTOM-AMOUNT',
      totalAmountFils: 10_025,
      remainingAmountFils: 12_475,
      amountFils: 10_025,
      already: false,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('CUSTOM-AMOUNT: more than what remains, or not more than 2 AED, shows why and disables Apply (002 §5, TOT-20)', async () => {
    const dialog = await open(amountsInput(30_000, { paidFils: 7500 }));
    await userEvent.click(within(dialog).getByLabelText('Custom Amount'));
    fireEvent.change(within(dialog).getByLabelText('Amount to pay (AED)'), { target: { value: '225.01' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The amount is more than what remains to pay',
    );
    expect(apply(dialog)).toBeDisabled();
    expect(amountOf(dialog, 'My Share')).toBe('AED 0.00');
    // TOT-20 / IS51: a card payment collects more than 2 AED.
    fireEvent.change(within(dialog).getByLabelText('Amount to pay (AED)'), { target: { value: '2' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Card and wallet payments need a total of more than 2 AED',
    );
    expect(apply(dialog)).toBeDisabled();
  });

  it('DIVIDE-EQUALLY: 300 for 4 people is 75 each, 150 for 2; changing the people resets forPeople to 1 (SPLIT-02, SPLIT-03)', async () => {
    const dialog = await open(amountsInput(30_000));
    await userEvent.click(within(dialog).getByLabelText('Divide Equally'));
    const more = within(dialog).getByRole('button', { name: 'One more person at the table' });
    await userEvent.click(more);
    await userEvent.click(more);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay for one more person' }));
    expect(within(dialog).getByText('Per person').parentElement).toHaveTextContent('AED 75.00');
    expect(amountOf(dialog, 'My Share')).toBe('AED 150.00');
    expect(amountOf(dialog, 'Remaining Payment')).toBe('AED 150.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'One person fewer at the table' }));
    expect(within(dialog).getByLabelText('People you pay for', { selector: 'output' })).toHaveTextContent(
      '1',
    );
    expect(amountOf(dialog, 'My Share')).toBe('AED 100.00');
    await userEvent.click(apply(dialog));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'DIVIDE-EQUALLY',
        peopleAtTable: 3,
        forPeople: 1,
        totalAmountFils: 10_000,
      }),
    );
  });

  it("SELECTED-ITEMS: 'This order' and the tab's order by number, a checkbox and a stepper 1..remaining per line, paid units shown (SPLIT-04, SPLIT-05)", async () => {
    const input = exampleInput({
      splitLines: exampleInput().table.splitLines.map((l) =>
        l.uniqueId === BURGER ? { ...l, paidQuantity: 1 } : l,
      ),
    });
    const dialog = await open(input);
    await userEvent.click(within(dialog).getByLabelText('Selected Items'));
    const groups = within(dialog)
      .getAllByRole('group')
      .filter((g) => g.classList.contains('split-items'));
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'This order',
      'Order #\u20681001\u2069',
    ]);
    expect(within(groups[1]!).getByText('1 paid', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Burger/ }));
    // One burger is left to pay: the stepper cannot go above it.
    expect(
      within(dialog).getByRole('button', { name: 'This is more than what remains to pay for this item' }),
    ).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Water/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add one more Water' }));
    await userEvent.click(apply(dialog));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'SELECTED-ITEMS',
        selectedItems: [
          { uniqueId: BURGER, orderId: 'o1', itemId: 'burger', selectedQunatity: 1 },
          { uniqueId: WATER, orderId: null, itemId: 'water', selectedQunatity: 2 },
        ],
      }),
    );
  });

  it('SPLIT-10: with split bills the type is locked, no Remove split, restored with already = true (Apply enabled), the donut names who paid', async () => {
    const input = amountsInput(30_000, {
      splitBills: [
        aSplitBill({
          _id: 'a',
          type: 'DIVIDE-EQUALLY',
          peopleAtTable: 4,
          forPeople: 1,
          totalAmount: 75,
          remainingAmount: 225,
        }),
        aSplitBill({
          _id: 'b',
          type: 'DIVIDE-EQUALLY',
          peopleAtTable: 4,
          forPeople: 2,
          totalAmount: 150,
          remainingAmount: 75,
        }),
      ],
      lockedSplitType: 'DIVIDE-EQUALLY',
      peopleAtTable: 4,
      splittedforPeople: 3,
      paidFils: 22_500,
    });
    const dialog = await open(input);
    expect(within(dialog).getByLabelText('Divide Equally')).toBeChecked();
    expect(within(dialog).getByLabelText('Custom Amount')).toBeDisabled();
    expect(within(dialog).getByLabelText('Selected Items')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'One more person at the table' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Remove split' })).toBeNull();
    expect(apply(dialog)).toBeEnabled();
    const legend = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(legend).toEqual([
      'Person 1 already paid',
      'Person 2 already paid',
      'Person 3 already paid',
      'Your share',
    ]);
    expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      '3 of 4 people already paid. You pay for 1.',
    );
    await userEvent.click(apply(dialog));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ totalAmountFils: 7500, already: true }));
  });

  it("the guest's own choice locks the type but can be removed while the table has no split bill", async () => {
    const mine: SplitChoice = {
      type: 'CUSTOM-AMOUNT',
      totalAmountFils: 5000,
      remainingAmountFils: 25_000,
      amountFils: 5000,
      already: false,
    };
    const dialog = await open(amountsInput(30_000), mine);
    expect(within(dialog).getByLabelText('Amount to pay (AED)')).toHaveValue('50.00');
    expect(within(dialog).getByLabelText('Divide Equally')).toBeDisabled();
    expect(apply(dialog)).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove split' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('axe finds no violation on any type’s panel (WCAG 2 A/AA)', async () => {
    const dialog = await open(exampleInput());
    for (const type of ['Custom Amount', 'Divide Equally', 'Selected Items']) {
      await userEvent.click(within(dialog).getByLabelText(type));
      if (type === 'Selected Items')
        await userEvent.click(within(dialog).getByRole('checkbox', { name: /Burger/ }));
      expect((await axe.run(dialog, AXE)).violations, type).toEqual([]);
    }
  });

  it('Arabic: the texts, amounts before AED, right to left; axe finds no violation in either language', async () => {
    const input = amountsInput(30_000, {
      splitBills: [aSplitBill({ totalAmount: 100, remainingAmount: 200 })],
      lockedSplitType: 'CUSTOM-AMOUNT',
      paidFils: 10_000,
    });
    let dialog = await open(input);
    expect((await axe.run(dialog, AXE)).violations).toEqual([]);
    cleanup();
    await loadTexts('ar');
    dialog = await open(input);
    expect(dialog).toHaveAccessibleName('تقسيم الفاتورة');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(dialog).getByLabelText('مبلغ مخصص')).toBeChecked();
    expect(within(dialog).getByText('الشخص 1 دفع بالفعل')).toBeInTheDocument();
    expect(amountOf(dialog, 'المدفوع من التقسيم')).toBe('100.00 AED');
    expect((await axe.run(dialog, AXE)).violations).toEqual([]);
  });
});
