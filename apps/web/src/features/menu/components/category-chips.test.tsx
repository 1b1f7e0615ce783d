import type { CategoryEntry } from '@sufra/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { CategoryChips, hasCategoryIcons } from './category-chips.tsx';

const category = (id: string, name: string, imageUrl: string | null, n = 1) => ({
  categoryId: { _id: id, imageUrl, translations: { en: { name }, ar: { name: `${name} ع` } } },
  items: Array.from({ length: n }, (_, i) => ({ _id: `${id}-${i}` })),
});
const chips = [
  category('c1', 'Burgers', null, 2),
  category('c2', 'Drinks', null),
] as unknown as CategoryEntry[];
const icons = [
  category('c1', 'Burgers', null, 2),
  category('c2', 'Drinks', '/img/drinks.png'),
] as unknown as CategoryEntry[];

beforeEach(() => loadTexts('en'));

describe('category navigation (000 §2.11)', () => {
  it("shows a 'Categories' heading with 'See all', and chips when no category has an image", () => {
    renderInApp(<CategoryChips categories={chips} active="c1" onSelect={vi.fn()} />, { brand: aBrand() });
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'See all' })).toBeInTheDocument();
    expect(nav.querySelectorAll('.chip')).toHaveLength(2);
    expect(nav.querySelector('.category-icon')).toBeNull();
    expect(hasCategoryIcons(chips)).toBe(false);
  });

  it('shows icons when any category has an image (the others get their initial)', () => {
    renderInApp(<CategoryChips categories={icons} active="c1" onSelect={vi.fn()} />, { brand: aBrand() });
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav.querySelectorAll('.chip')).toHaveLength(0);
    expect(nav.querySelectorAll('.category-icon-button')).toHaveLength(2);
    expect(nav.querySelector('img.category-icon')?.getAttribute('src')).toBe('/img/drinks.png');
    expect(nav.querySelector('.category-icon-empty')?.textContent).toBe('B');
    expect(screen.getByRole('button', { name: 'Drinks' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Burgers' })).toHaveAttribute('aria-current', 'true');
  });

  it("'See all' opens a sheet of every category with its item count; choosing one closes it and scrolls there", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderInApp(<CategoryChips categories={chips} active="c1" onSelect={onSelect} />, { brand: aBrand() });
    await user.click(screen.getByRole('button', { name: 'See all' }));
    const sheet = await screen.findByRole('dialog', { name: 'Categories' });
    expect(within(sheet).getByRole('button', { name: /Burgers.*2 items/ })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: /Drinks.*1 item/ }));
    expect(onSelect).toHaveBeenCalledWith('c2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Arabic', async () => {
    await loadTexts('ar');
    renderInApp(<CategoryChips categories={chips} active="c1" onSelect={vi.fn()} />, { brand: aBrand() });
    expect(screen.getByRole('button', { name: 'عرض الكل' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الفئات' })).toBeInTheDocument();
  });
});
