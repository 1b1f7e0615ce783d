import type { CategoryEntry } from '@sufra/contract';
import { describe, expect, it, vi } from 'vitest';
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
