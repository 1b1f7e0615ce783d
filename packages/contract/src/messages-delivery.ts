import { dynamic, isolate } from './messages-text.ts';

/**
 * The delivery and order-timing texts of the message catalogue (issue 8; 001 §5.1, §5.2, §5.4,
 * §8.2), merged into MESSAGE_CATALOGUE (messages.ts) — same rules: English verbatim from the
 * spec where it has the text, Arabic in Modern Standard Arabic.
 */
export const DELIVERY_MESSAGES = {
  /** 001 §4.4, §5.2, §8.2 (ADDR-08): no country, city or area of the store matches. */
  storeDoesNotDeliver: {
    EN: 'Unfortunately, the store does not deliver to your location at this time',
    AR: 'للأسف، لا يوصّل المتجر إلى موقعك في الوقت الحالي',
  },
  /** 001 §4.4, §8.2 (ADDR-13, ADDR-14): no store serves the point. */
  deliveryPaused: {
    EN: 'Unfortunately, the store has paused delivery in your area for a short time. Change your delivery location or try again later.',
    AR: 'للأسف، أوقف المتجر التوصيل إلى منطقتك لفترة قصيرة. غيّر موقع التوصيل أو حاول مرة أخرى لاحقًا.',
  },
  /** 001 §4.4, §8.2 (ADDR-14): the selected branch does not serve the point, others do. */
  changeBranchToDeliver: {
    EN: "Unfortunately, the selected branch does not deliver to your location. Thankfully, we've found other nearby branches ready to serve you. Changing your location will change the branch & clear your basket. Do you want to continue",
    AR: 'للأسف، لا يوصّل الفرع المختار إلى موقعك. لحسن الحظ، وجدنا فروعًا قريبة أخرى جاهزة لخدمتك. تغيير موقعك سيغيّر الفرع ويُفرغ سلتك. هل تريد المتابعة',
  },
  /**
   * 001 §5.2 (ADDR-01, ADDR-02, ADDR-07). IS04 (decision 0100): the first reading, 'Please enter
   * full address', worded like its neighbour 'Please select address type'.
   */
  enterFullAddress: { EN: 'Please enter full address', AR: 'يرجى إدخال العنوان الكامل' },
  fullAddressMinLength: {
    EN: 'Minimum length for the full address is five characters.',
    AR: 'الحد الأدنى لطول العنوان الكامل خمسة أحرف.',
  },
  selectAddressType: { EN: 'Please select address type', AR: 'يرجى اختيار نوع العنوان' },
  selectCountry: { EN: 'Please select a country', AR: 'يرجى اختيار الدولة' },
  selectCity: { EN: 'Please select a city', AR: 'يرجى اختيار المدينة' },
  selectArea: { EN: 'Please select an area', AR: 'يرجى اختيار المنطقة' },
  /** Sufra (issue 8): coordinates are finite numbers in range (decision 0016). */
  latitudeRange: {
    EN: 'must be a latitude: a number from -90 to 90',
    AR: `يجب أن يكون خط عرض: رقمًا من ${isolate('-90')} إلى 90`,
  },
  longitudeRange: {
    EN: 'must be a longitude: a number from -180 to 180',
    AR: `يجب أن يكون خط طول: رقمًا من ${isolate('-180')} إلى 180`,
  },
  /** Sufra (issue 8; 001 §5.2 place search): an empty search text. */
  enterSearchText: { EN: 'Please enter a place to search for', AR: 'يرجى إدخال مكان للبحث عنه' },
  /** Sufra (issue 8; 001 §5.2 place search): a search text over 100 characters. */
  searchTextTooLong: {
    EN: 'The search text can be at most 100 characters',
    AR: 'يمكن أن يصل نص البحث إلى 100 حرف كحد أقصى',
  },
  /** Sufra (issue 8): an address id that is not one of the customer's own. */
  addressNotFound: { EN: 'Address not found', AR: 'العنوان غير موجود' },
  /** Sufra (issue 8): the saved-address cap per customer and brand. */
  tooManyAddresses: {
    EN: 'You can save up to 50 addresses. Please delete one first',
    AR: 'يمكنك حفظ 50 عنوانًا كحد أقصى. يرجى حذف عنوان أولًا',
  },

  /** 001 §5.2 map confirm: no location. */
  chooseLocation: { EN: 'Please choose a location.', AR: 'يرجى اختيار موقع.' },
  /**
   * 001 §5.4 (delivery minimum): 'Add {x} more', x = minOrder − cartTotal in AED with 2 decimals
   * (the spec's text, with the currency after the amount).
   */
  addMoreForMinimum: dynamic<[amount: string]>({
    EN: (amount) => `Add ${amount} AED more`,
    AR: (amount) => `أضف ${isolate(`${amount} AED`)} أخرى`,
  }),
  /** Sufra (issue 8, decision 0017): a pre-order slot that starts before now + the lead time. */
  preOrderSlotPassed: {
    EN: 'This pre-order time has passed. Please choose a later time',
    AR: 'انقضى وقت الطلب المسبق هذا. يرجى اختيار وقت لاحق',
  },
  /** Sufra (issue 8, decision 0017): a pre-order slot the store does not offer (closed then, too far ahead). */
  preOrderSlotUnavailable: {
    EN: 'The store does not take pre-orders for this time. Please choose another slot',
    AR: 'لا يستقبل المتجر طلبات مسبقة لهذا الوقت. يرجى اختيار موعد آخر',
  },
  /** Sufra (issue 8, decision 0017): a pre-order for a service whose pre-orders are off. */
  preOrderNotEnabled: {
    EN: 'Pre-orders are not available at this store for this service',
    AR: 'الطلب المسبق غير متاح في هذا الفرع لهذه الخدمة',
  },
} as const;
