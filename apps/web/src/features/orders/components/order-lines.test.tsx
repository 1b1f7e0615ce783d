import type { Order } from '@sufra/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderLines } from './order-lines.tsx';

// @testing-library/react is not installed in this repo: a minimal render with react-dom + act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
let host: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
});

const option = (name: string) => ({ translations: { en: { optionName: name }, ar: { optionName: name } } });
const lines = [
  {
    _id: 'l1',
    quantity: 2,
    price: 15,
    translations: { en: { title: 'Zinger Meal' }, ar: { title: 'وجبة زنجر' } },
    options: [option('Pepsi'), option('Large')],
  },
  {
    _id: 'l2',
    quantity: 1,
    price: 12,
    translations: { en: { title: 'Mango Juice' }, ar: { title: 'عصير مانجو' } },
    options: [],
  },
] as unknown as Order['orderedMenu'];

describe('OrderLines (002 §2.18; issue 6)', () => {
  it('keeps the name, the chosen options and the price apart, the price isolated left-to-right', () => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    act(() => root!.render(<OrderLines lines={lines} />));
    const items = [...host.querySelectorAll('li')];
    expect(items).toHaveLength(2);
    const [first] = items;
    expect(first!.querySelector('.order-line-title')).toHaveTextContent(/^2x Zinger Meal$/);
    expect(first!.querySelector('.order-line-options')).toHaveTextContent(/^Pepsi, Large$/);
    const price = first!.querySelector('.order-line-price')!;
    expect(price.tagName).toBe('BDI');
    expect(price).toHaveAttribute('dir', 'ltr');
    expect(price).toHaveTextContent('AED 30.00');
    // The price is not inside the text column with the name and the options ('PepsiAED 30.00').
    expect(first!.querySelector('.order-line-text')).not.toHaveTextContent('AED');
    expect(price.parentElement).toBe(first);
    expect(items[1]!.querySelector('.order-line-options')).toBeNull();
  });
});
