import type { CategoryEntry } from '@sufra/contract';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mount } from '../../../shared/testing/mount.tsx';
import { MenuList } from './menu-list.tsx';

describe('menu rows: images and illustrations (DESIGN: Images; 000 §2.11)', () => {
  it('a row with an image URL renders a lazy <img alt=""> with a reserved size; one without, its illustration', () => {
    const item = (id: string, title: string, ar: string, urls: string[]) => ({
      _id: id,
      price: 12,
      isOutOfStock: false,
      itemImageURLs: urls,
      translations: { en: { title, description: '' }, ar: { title: ar, description: '' } },
    });
    const categories = [
      {
        categoryId: { _id: 'c1', translations: { en: { name: 'Juices' }, ar: { name: 'العصائر' } } },
        items: [
          item('1', 'Mango Juice', 'عصير مانجو', ['https://example.test/mango.jpg']),
          item('2', 'Orange Juice', 'عصير برتقال', []),
        ],
      },
    ] as unknown as CategoryEntry[];
    const el = mount(<MenuList categories={categories} onItem={vi.fn()} />);
    const [withImage, without] = [...el.querySelectorAll('.menu-row')];
    const img = withImage!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://example.test/mango.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('88');
    expect(img.getAttribute('height')).toBe('88');
    expect(img.style.aspectRatio).toBe('1 / 1');
    expect(withImage!.querySelector('.item-illustration')).toBeNull();
    expect(without!.querySelector('img')).toBeNull();
    expect(without!.querySelector('.item-thumb .item-illustration')?.getAttribute('data-kind')).toBe('juice');
    expect(without!.querySelector('.item-thumb')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('big menus are virtualised (issue 6: a 1,410-item menu under 3,000 DOM nodes)', () => {
  const bigMenu = (categories: number, perCategory: number) =>
    Array.from({ length: categories }, (_, c) => ({
      categoryId: { _id: `c${c}`, translations: { en: { name: `Cat ${c}` }, ar: { name: `فئة ${c}` } } },
      items: Array.from({ length: perCategory }, (_, i) => ({
        _id: `c${c}-i${i}`,
        price: 10,
        isOutOfStock: false,
        itemImageURLs: [],
        translations: {
          en: { title: `Item ${c}.${i}`, description: '' },
          ar: { title: `صنف ${c}.${i}`, description: '' },
        },
      })),
    })) as unknown as CategoryEntry[];

  it('renders a 1,410-item menu as a window of rows, not every item', async () => {
    // jsdom lays nothing out: give measured rows (data-index) a real height, as a browser would
    // (@tanstack/react-virtual measures offsetHeight).
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.index === undefined ? 0 : 110;
    });
    onTestFinished(() => height.mockRestore());
    const el = mount(<MenuList categories={bigMenu(30, 47)} onItem={vi.fn()} />);
    await vi.waitFor(() => expect(el.querySelector('.menu-list-virtual')).not.toBeNull());
    const rendered = el.querySelectorAll('.menu-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    expect(el.querySelectorAll('*').length).toBeLessThan(1500);
  });

  it('renders a 141-item menu whole (find-in-page and focus as on any page): the first category at once, the rest right after', async () => {
    const el = mount(<MenuList categories={bigMenu(3, 47)} onItem={vi.fn()} />);
    expect(el.querySelector('.menu-list-virtual')).toBeNull();
    expect(el.querySelectorAll('.menu-row').length).toBe(47);
    // The rest renders a category per task: allow a loaded machine (the whole suite on 2 cores) time.
    await vi.waitFor(() => expect(el.querySelectorAll('.menu-row').length).toBe(141), { timeout: 10_000 });
  });
});
