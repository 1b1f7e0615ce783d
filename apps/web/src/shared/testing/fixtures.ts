import type { Discount, Item, LoyaltyPolicy, ModifierGroup, Store } from '@sufra/contract';
import type { BasketLine } from '../basket/basket-state.ts';
import type { ResolvedBrand } from '../brand/resolve-brand.ts';

/** Test factory: a resolved brand (outlet-based by default, id 'b1', no integrations). */
export function aBrand(overrides: Partial<ResolvedBrand['brand']> = {}): ResolvedBrand {
  return {
    brand: { _id: 'b1', catalogueType: 'OUTLET_BASED_CATALOGUE', brandName: 'Sufra Test', ...overrides },
    setting: {},
    activeIntegrations: [],
    basename: '',
    domainType: 'CUSTOM',
  } as unknown as ResolvedBrand;
}

/** Opening hours of a store open all day, every day (the demo stores' hours). */
const ALL_DAY_HOURS = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), [['00:00', '24:00'] as [string, string]]]),
);

/** Test factory: a pickup store 's1' open all day (tax 5 %, cash on pickup, no pre-orders) with `overrides`. */
export function aStore(overrides: Partial<Store> = {}): Store {
  return {
    _id: 's1',
    brandId: 'b1',
    isOpened: true,
    baseLanguage: { name: 'Arjan', description: 'Arjan branch' },
    translations: {
      en: { name: 'Arjan', description: 'Arjan branch' },
      ar: { name: 'أرجان', description: 'فرع أرجان' },
    },
    manualAddress: 'Arjan, Dubai',
    manualAddressAR: '',
    mapAddress: 'Arjan, Dubai',
    storeLocation: { type: 'Point', coordinates: [25.06, 55.24] },
    taxRate: 5,
    openingHours: ALL_DAY_HOURS,
    isPreOrderEnabledForDelivery: false,
    isPreOrderEnabledForPickup: false,
    availablePreOrderSlotsForDelivery: [],
    availablePreOrderSlotsForPickup: [],
    preOrderSettingsForDelivery: { daysAhead: 3, slotMinutes: 30, leadMinutes: 45 },
    preOrderSettingsForPickup: { daysAhead: 3, slotMinutes: 30, leadMinutes: 30 },
    vehicleInfoForPickup: { isActive: false, isRequired: false },
    deliveryChargesWaiverInfo: {
      onOrderAmount: { isEnabled: false, amount: 0 },
      onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
    },
    pickupPaymentOptions: [
      {
        _id: 'cash',
        paymentType: 'CASH',
        serviceType: 'PICKUP',
        EN: { name: 'Cash' },
        AR: { name: 'نقدًا' },
      },
    ],
    ...overrides,
  } as Store;
}

/** Test factory: a modifier group (multi-select, optional, up to 2) with `overrides`. */
export function aGroup(
  id: string,
  name: { en: string; ar: string },
  modifiers: Array<{ id: string; en: string; ar: string; price?: number; maximumOrderQuantity?: number }>,
  overrides: Partial<ModifierGroup> = {},
): ModifierGroup {
  return {
    _id: id,
    baseLanguage: { name: name.en },
    translations: { en: { name: name.en }, ar: { name: name.ar } },
    isSingleSelection: false,
    minimumAllowedSelection: 0,
    maximumAllowedSelection: 2,
    isDemoAddition: false,
    modifiers: modifiers.map((m) => ({
      _id: m.id,
      baseLanguage: { name: m.en },
      translations: { en: { name: m.en }, ar: { name: m.ar } },
      price: m.price ?? 0,
      maximumOrderQuantity: m.maximumOrderQuantity ?? 1,
      isStockEnabled: false,
      availableStock: 0,
      isDefault: false,
    })),
    ...overrides,
  };
}

/** Test factory: an item 'burger' (AED 25, up to 10 per order, no stock limit) with `overrides`. */
export function anItem(overrides: Partial<Item> = {}): Item {
  return {
    _id: 'burger',
    categoryId: 'c1',
    sku: null,
    price: 25,
    baseLanguage: { title: 'Classic Burger', description: 'Beef, cheese' },
    translations: {
      en: { title: 'Classic Burger', description: 'Beef, cheese' },
      ar: { title: 'برجر كلاسيك', description: 'لحم، جبن' },
    },
    itemImageURLs: [],
    maximumOrderQuantity: 10,
    isStockEnabled: false,
    availableStock: 0,
    isOutOfStock: false,
    modifierGroupCount: 0,
    unavailableStores: [],
    modifierGroups: [],
    ...overrides,
  } as Item;
}

/** Test factory: a basket line of `anItem()` (AED 25 each, fils) with `overrides`. */
export function aBasketLine(overrides: Partial<BasketLine> = {}): BasketLine {
  return {
    lineId: 'l1',
    itemId: 'burger',
    categoryId: 'c1',
    storeId: 's1',
    title: { en: 'Classic Burger', ar: 'برجر كلاسيك' },
    imageUrl: null,
    basePriceFils: 2500,
    unitPriceFils: 2500,
    quantity: 1,
    options: [],
    maximumOrderQuantity: 10,
    isStockEnabled: false,
    availableStock: 0,
    ...overrides,
  };
}

/**
 * Test factory: a discount of brand 'b1' (000 §3 Discount): 10 % off all items, manual, pickup,
 * every store, no cap, no minimum, live from 2020 to 2033, with `overrides`.
 */
export function aDiscount(overrides: Partial<Discount> = {}): Discount {
  return {
    _id: 'd-save10',
    brandId: 'b1',
    discountName: { en: 'Save 10', ar: 'وفّر 10' },
    discountCode: 'save10',
    discountType: 'percentage',
    discountAmount: 10,
    maximumDiscountValue: 0,
    minOrderValue: 0,
    perCustomerUse: 0,
    usesLeft: null,
    isActive: true,
    startDate: 1_577_836_800,
    endDate: 2_000_000_000,
    discountApplication: 'manual',
    serviceType: [{ serviceName: 'PICKUP' }],
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    isApplicableOnAllStores: true,
    discountAppliedOnSpecificStores: [],
    isWelcome: false,
    isDemo: true,
    ...overrides,
  };
}

/** Test factory: an active loyalty policy (5 % cashback, redeem up to 20 % and AED 10 per order) with `overrides`. */
export function aLoyaltyPolicy(overrides: Partial<LoyaltyPolicy> = {}): LoyaltyPolicy {
  return {
    isLoyaltyActive: true,
    minOrderValueForCashback: 0,
    specificToDelivery: { isActive: true, cashbackPercentage: 5 },
    redeemablePercentagePerOrder: 20,
    maxRedeemableValuePerOrder: 10,
    ...overrides,
  };
}
