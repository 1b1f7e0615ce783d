import { describe, expect, it } from 'vitest';
import { mount } from '../testing/mount.tsx';
import { type IllustrationKind, ItemIllustration, illustrationFor } from './item-illustration.tsx';

describe('illustrationFor (DESIGN: Images — an illustration that says what it is)', () => {
  // Item titles (EN, AR) and category names from the demo menus (apps/api/seed/menus).
  const cases: Array<[IllustrationKind, ...string[]]> = [
    ['burger', 'Chicken Burger Meal', 'وجبة برجر دجاج'],
    ['burger', 'Zinger Combo Meal', 'زنجر كومب وجبه'],
    ['burger', 'Fish Burger Meal', 'وجبة برجر السمك'],
    ['sandwich', 'Twister Wrap Sandwich', 'ساندويتش تويستر راب'],
    ['sandwich', 'Fresh Hashee Sandwich', 'ساندويتش حاشي طازج'],
    ['hotdog', 'Chicken Hot Dog', 'نقانق دجاج'],
    ['chicken', 'Popcorn chicken pieces', 'قطع دجاج بوب كورن'],
    ['chicken', 'Nuggets', 'ناجيتس'],
    ['fries', 'Cheese Fries With Chicken', 'بطاطا مقلية بالجبنة ودجاج'],
    ['fries', 'Onion Rings', 'حلقات بصل'],
    ['juice', 'Mango Juice', 'عصير مانجو'],
    ['juice', 'Blue Sky Mojito', 'موهيتو بلو سكاي'],
    ['pasta', 'Shrimp Pasta', 'باستا روبيان'],
    ['pasta', 'Béchamel Pasta', 'مكرونة بشاميل'],
    ['grill', 'Shish Tawook', 'شيش طاووق'],
    ['grill', 'Grilled Lamb Chops', 'ريش ضاني مشوية'],
    ['grill', 'Entrecôte', 'انتركوت'],
    ['soup', 'Lentil Soup', 'شوربة عدس'],
    ['salad', 'Baladi Salad', 'سلطة بلدي'],
    ['salad', 'Hummus', 'حمص'],
    ['rice', 'Potato Tagen Chicken', 'طاجن بطاطس بالدجاج'],
    ['rice', 'Vermicelli Rice', 'أرز بالشعيرية'],
    ['bakery', 'Mixed Meat Feteer', 'فطيرة مكس لحوم'],
    ['fish', 'Shrimp Dynamite', 'ديناميت روبيان'],
    ['chicken', 'Egyptian Duck', 'بط بلدي مصري', 'Poultry', 'دجاج وطيور'],
  ];
  it.each(cases)('%s ← %s', (kind, en, ar, ...category) => {
    expect(illustrationFor(en, ar, ...category)).toBe(kind);
    // The Arabic name alone (an Arabic-only menu) says the same.
    expect(illustrationFor(ar, ...category.slice(1))).toBe(kind);
  });
  it('falls back on the category name, EN or AR, then on a plate', () => {
    expect(illustrationFor('Mathafi Hot Spicy Meal', 'وجبة مطافي الحارة', 'Burger meal', 'البرجر وجبه')).toBe(
      'burger',
    );
    expect(illustrationFor('Mini Dinner Meal', 'ميني دينر ميل', 'Broasted', 'البروستيد')).toBe('chicken');
    expect(illustrationFor('Grape Leaves', undefined, 'Mahashi', 'المحاشي')).toBe('rice');
    expect(illustrationFor(null, 'ورق عنب', null, 'المحاشي')).toBe('rice');
    expect(illustrationFor('Chef special', 'طبق الشيف')).toBe('plate');
  });
  it('matches words, not parts of words', () => {
    expect(illustrationFor('Popcorn')).toBe('chicken'); // not 'corn'
    expect(illustrationFor('شراب التوت')).not.toBe('sandwich'); // 'راب' (wrap) inside 'شراب'
    expect(illustrationFor('موز باللبن')).toBe('juice'); // banana (موز) is not shank (موزة)
  });
});

// @testing-library/react is not installed in this repo: a minimal render with react-dom + act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
describe('ItemIllustration (DESIGN: Images)', () => {
  it('is decorative: aria-hidden, no text, drawn as an svg', () => {
    const el = mount(<ItemIllustration kind="juice" />).querySelector('.item-illustration')!;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.getAttribute('data-kind')).toBe('juice');
    expect(el.querySelector('svg')).not.toBeNull();
    expect(el.textContent).toBe('');
  });
});
