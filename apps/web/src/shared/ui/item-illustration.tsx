import {
  Beef,
  Coffee,
  CookingPot,
  Croissant,
  CupSoda,
  Drumstick,
  Fish,
  Hamburger,
  IceCreamCone,
  type LucideProps,
  Pizza,
  Salad,
  Sandwich,
  Soup,
  Utensils,
} from 'lucide-react';
import type { ComponentType } from 'react';
import './item-illustration.css';

/** What an item without a photo is drawn as (DESIGN: Images — an illustration that says what it is). */
export type IllustrationKind =
  | 'burger'
  | 'hotdog'
  | 'pizza'
  | 'pasta'
  | 'sandwich'
  | 'soup'
  | 'rice'
  | 'fries'
  | 'juice'
  | 'coffee'
  | 'dessert'
  | 'salad'
  | 'bakery'
  | 'fish'
  | 'grill'
  | 'chicken'
  | 'plate';

/**
 * Keywords per kind, English then Arabic, in priority order: the first kind whose keyword occurs
 * wins, so 'Chicken Burger' is a burger, 'Cheese Fries With Chicken' fries, 'Chicken Hot Dog' a hot
 * dog, 'Potato Tagen' a pot dish and 'Mixed Meat Feteer' a bakery item. English keywords match whole
 * words (plural s/es allowed); Arabic ones match the start of a word, after the usual prefixes
 * (و ف ب ل ك, ال), so 'بالجبنة' finds 'جبنة' and 'شراب' does not find 'راب'.
 */
const RULES: ReadonlyArray<readonly [IllustrationKind, string[], string[]]> = [
  [
    'burger',
    ['burger', 'burgers', 'zinger', 'hamburger', 'cheeseburger', 'slider'],
    ['برجر', 'برغر', 'بيرجر', 'زنجر', 'زينجر'],
  ],
  ['hotdog', ['hot dog', 'hotdog', 'hot-dog'], ['هوت دوج', 'هوت دوغ', 'هوت دوق', 'نقانق']],
  ['pizza', ['pizza', 'pizzas'], ['بيتزا']],
  [
    'pasta',
    ['pasta', 'spaghetti', 'penne', 'macaroni', 'fettuccine', 'lasagna', 'noodles'],
    ['باستا', 'مكرونة', 'مكرونه', 'معكرونة', 'سباغيتي', 'لازانيا', 'نودلز'],
  ],
  [
    'sandwich',
    ['sandwich', 'sandwiches', 'wrap', 'wraps', 'twister', 'shawarma', 'hawawshi', 'panini', 'tortilla'],
    [
      'ساندويتش',
      'ساندوتش',
      'سندويتش',
      'سندوتش',
      'سندويش',
      'ساندويش',
      'تويستر',
      'شاورما',
      'حواوشي',
      'تورتيلا',
      'راب',
    ],
  ],
  ['soup', ['soup', 'soups', 'molokhia', 'lentil', 'shorba'], ['شوربة', 'شوربه', 'ملوخية', 'ملوخيه']],
  [
    'rice',
    [
      'rice',
      'biryani',
      'mandi',
      'kabsa',
      'machboos',
      'tagen',
      'tagens',
      'tajine',
      'tagine',
      'mahashi',
      'mahshi',
      'stuffed',
      'grape leaves',
      'fattah',
      'freekeh',
      'freek',
      'moussaka',
      'okra',
      'bowl',
    ],
    [
      'أرز',
      'ارز',
      'رز',
      'برياني',
      'مندي',
      'كبسة',
      'مجبوس',
      'طاجن',
      'طواجن',
      'محاشي',
      'محشي',
      'محشو',
      'ورق عنب',
      'فتة',
      'فريك',
      'مسقعة',
      'بامية',
    ],
  ],
  [
    'fries',
    [
      'fries',
      'chips',
      'potato',
      'potatoes',
      'wedges',
      'onion rings',
      'rings',
      'side',
      'sides',
      'appetizer',
      'appetizers',
      'starter',
      'starters',
      'mozzarella',
      'cheese balls',
      'corn',
    ],
    ['بطاطس', 'بطاطا', 'حلقات', 'مقبلات', 'جانبية', 'موزريلا', 'موزاريلا', 'كرات جبنة', 'ذرة', 'ذره'],
  ],
  [
    'juice',
    [
      'juice',
      'juices',
      'mojito',
      'mojitos',
      'drink',
      'drinks',
      'beverage',
      'beverages',
      'soda',
      'cola',
      'pepsi',
      'water',
      'lemonade',
      'smoothie',
      'shake',
      'milkshake',
      'milk',
      'mocktail',
    ],
    [
      'عصير',
      'عصائر',
      'موهيتو',
      'مشروب',
      'مشروبات',
      'صودا',
      'كولا',
      'بيبسي',
      'مياه',
      'ليموناضة',
      'سموذي',
      'ميلك شيك',
      'حليب',
      'لبن',
    ],
  ],
  [
    'coffee',
    ['coffee', 'tea', 'karak', 'latte', 'cappuccino', 'espresso', 'americano', 'mocha', 'chai'],
    ['قهوة', 'قهوه', 'شاي', 'كرك', 'لاتيه', 'كابتشينو', 'كابوتشينو', 'اسبريسو', 'إسبريسو', 'نسكافيه'],
  ],
  [
    'dessert',
    [
      'dessert',
      'desserts',
      'sweet',
      'sweets',
      'ice cream',
      'cake',
      'cheesecake',
      'kunafa',
      'knafeh',
      'basbousa',
      'om ali',
      'umm ali',
      'waffle',
      'crepe',
      'brownie',
      'cookie',
      'donut',
      'pudding',
      'chocolate',
    ],
    [
      'حلويات',
      'حلى',
      'آيس كريم',
      'ايس كريم',
      'بوظة',
      'كيك',
      'كيكة',
      'تشيز كيك',
      'كنافة',
      'بسبوسة',
      'أم علي',
      'ام علي',
      'وافل',
      'كريب',
      'براونيز',
      'كوكيز',
      'دونات',
      'بودينغ',
      'شوكولاتة',
    ],
  ],
  [
    'salad',
    [
      'salad',
      'salads',
      'hummus',
      'baba ghanoush',
      'tahini',
      'toum',
      'moutabal',
      'mutabbal',
      'tabbouleh',
      'fattoush',
      'coleslaw',
    ],
    ['سلطة', 'سلطه', 'سلطات', 'حمص', 'بابا غنوج', 'طحينة', 'طحينه', 'تومية', 'تبولة', 'فتوش', 'كول سلو'],
  ],
  [
    'bakery',
    [
      'bread',
      'bakery',
      'croissant',
      'feteer',
      'fatayer',
      'manakish',
      'manakeesh',
      'pie',
      'pies',
      'pastry',
      'pastries',
      'ragaq',
      'bun',
      'saj',
    ],
    ['خبز', 'مخبوزات', 'فطير', 'فطيرة', 'فطائر', 'مناقيش', 'معجنات', 'كرواسون', 'رقاق', 'صاج'],
  ],
  [
    'fish',
    [
      'fish',
      'shrimp',
      'shrimps',
      'prawn',
      'prawns',
      'seafood',
      'salmon',
      'tuna',
      'hammour',
      'calamari',
      'lobster',
      'crab',
    ],
    [
      'سمك',
      'أسماك',
      'اسماك',
      'روبيان',
      'ربيان',
      'جمبري',
      'مأكولات بحرية',
      'سلمون',
      'سالمون',
      'تونة',
      'هامور',
      'كاليماري',
      'حبار',
    ],
  ],
  [
    'grill',
    [
      'grill',
      'grills',
      'grilled',
      'bbq',
      'barbecue',
      'kebab',
      'kabab',
      'kofta',
      'tikka',
      'shish',
      'tawook',
      'taoug',
      'steak',
      'beef',
      'lamb',
      'meat',
      'meats',
      'mutton',
      'liver',
      'sausage',
      'sausages',
      'ribeye',
      'entrecôte',
      'entrecote',
      'chops',
      'shank',
      'oxtail',
      'trotters',
      'tarb',
      'tarab',
      'escalope',
      'piccata',
      'buftek',
      'stroganoff',
      'roast',
      'mumbar',
      'mombar',
      'hashee',
      'butcher',
    ],
    [
      'مشويات',
      'مشوي',
      'مشوية',
      'مشاوي',
      'شواء',
      'كباب',
      'كفتة',
      'كفته',
      'تكة',
      'شيش',
      'طاووق',
      'ستيك',
      'أستيك',
      'لحم',
      'لحوم',
      'لحمة',
      'ضاني',
      'ضأني',
      'بقري',
      'خروف',
      'ريش',
      'كبدة',
      'سجق',
      'انتركوت',
      'ريب آي',
      'موزة',
      'عكاوي',
      'كوارع',
      'طرب',
      'رقبة',
      'كتف',
      'ممبار',
      'بيكاتا',
      'بوفتيك',
      'روستو',
      'اسكالوب',
      'إسكالوب',
      'حاشي',
    ],
  ],
  [
    'chicken',
    [
      'chicken',
      'broasted',
      'broast',
      'nuggets',
      'strips',
      'popcorn',
      'wings',
      'tenders',
      'drumsticks',
      'poultry',
      'duck',
      'pigeon',
      'pigeons',
      'turkey',
      'dinner meal',
      'snack meal',
    ],
    [
      'دجاج',
      'دجاجة',
      'فراخ',
      'فرخة',
      'بروستد',
      'بروستيد',
      'ناجيتس',
      'ناجتس',
      'ستريبس',
      'بوب كورن',
      'أجنحة',
      'اجنحة',
      'طيور',
      'بطة',
      'حمام',
      'ديك رومي',
    ],
  ],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS: ReadonlyArray<readonly [IllustrationKind, RegExp]> = RULES.map(([kind, en, ar]) => {
  const english = en.map((w) => `${escapeRegExp(w).replace(/[ -]/g, '[\\s-]?')}(?:e?s)?`).join('|');
  const arabic = ar.map(escapeRegExp).join('|');
  return [
    kind,
    new RegExp(`(?<!\\p{L})(?:(?:${english})(?!\\p{L})|(?:[وف]?[بلك]?(?:ال|ل)?)(?:${arabic}))`, 'iu'),
  ] as const;
});

/**
 * The illustration for an item: the first of `names` (item title EN, AR, then its category name
 * EN, AR) that names a known dish decides; a plate when none does. The English title comes first
 * so an item looks the same in both languages.
 */
export function illustrationFor(...names: Array<string | null | undefined>): IllustrationKind {
  for (const name of names) {
    if (!name) continue;
    for (const [kind, re] of MATCHERS) if (re.test(name)) return kind;
  }
  return 'plate';
}

/** The names that decide an item's illustration, in order (see `illustrationFor`). */
export function illustrationForItem(
  item: { translations: { en: { title: string }; ar: { title: string } } },
  category?: { translations: { en: { name: string }; ar: { name: string } } } | null,
): IllustrationKind {
  return illustrationFor(
    item.translations.en.title,
    item.translations.ar.title,
    category?.translations.en.name,
    category?.translations.ar.name,
  );
}

type Icon = ComponentType<LucideProps>;
const svg = (children: React.ReactNode): Icon =>
  function Drawn({ size = 24, strokeWidth = 2, className }: LucideProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        aria-hidden="true"
      >
        {children}
      </svg>
    );
  };

/** A hot dog: bun, sausage and a line of mustard (lucide has none). */
const HotDog = svg(
  <>
    <path d="M5 10a3 3 0 0 1 2.8-2h8.4a3 3 0 0 1 2.8 2" />
    <rect x="2" y="10" width="20" height="4" rx="2" />
    <path d="M4 14v.5A3.5 3.5 0 0 0 7.5 18h9a3.5 3.5 0 0 0 3.5-3.5V14" />
    <path d="m6 12 1.5-1 1.5 1 1.5-1 1.5 1 1.5-1 1.5 1 1.5-1 1.5 1" />
  </>,
);
/** Fries in their carton (lucide has none). */
const Fries = svg(
  <>
    <path d="m7.5 11-1.2-6.5" />
    <path d="M10.3 11 10 3" />
    <path d="M13.7 11 14 3.5" />
    <path d="m16.5 11 1.3-6" />
    <path d="M4.5 11h15l-2.2 10H6.7z" />
    <path d="M9.5 15a2.5 2.5 0 0 0 5 0" />
  </>,
);
/** A bowl of pasta with a fork (lucide has none). */
const Pasta = svg(
  <>
    <path d="M12 21a9 9 0 0 0 9-9H3a9 9 0 0 0 9 9Z" />
    <path d="M5 12c.8-1.6 1.7-1.6 2.5 0s1.7 1.6 2.5 0 1.7-1.6 2.5 0 1.7 1.6 2.5 0 1.7-1.6 2.5 0" />
    <path d="m14 9 3-7" />
    <path d="m15.2 6.4 2.8 1.2" />
  </>,
);

const ICONS: Record<IllustrationKind, Icon> = {
  burger: Hamburger,
  hotdog: HotDog,
  pizza: Pizza,
  pasta: Pasta,
  sandwich: Sandwich,
  soup: Soup,
  rice: CookingPot,
  fries: Fries,
  juice: CupSoda,
  coffee: Coffee,
  dessert: IceCreamCone,
  salad: Salad,
  bakery: Croissant,
  fish: Fish,
  grill: Beef,
  chicken: Drumstick,
  plate: Utensils,
};

/**
 * An item without a photo (DESIGN: Images): a drawing of what it is on a soft tint of the brand
 * colour. It fills the box it is given (the box reserves the size: no layout shift) and is
 * decorative — the row or page already says the item's name.
 */
export function ItemIllustration({
  kind,
  large = false,
  className,
}: {
  kind: IllustrationKind;
  large?: boolean;
  className?: string;
}) {
  const Icon = ICONS[kind];
  return (
    <span
      className={`item-illustration${large ? ' item-illustration-large' : ''}${className ? ` ${className}` : ''}`}
      data-kind={kind}
      aria-hidden="true"
    >
      <Icon strokeWidth={large ? 1.25 : 1.6} aria-hidden="true" focusable="false" />
    </span>
  );
}
