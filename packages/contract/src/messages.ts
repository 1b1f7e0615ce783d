/**
 * User-facing texts of the spec that the server answers with, verbatim (IS52: kept as the
 * spec writes them). The web app shows the same English texts through i18next, with Arabic
 * translations of its own.
 */
export const MESSAGES = {
  /** 000 §8: generic fallback, and any error text containing 'null' or 'undefined'. */
  somethingIncorrect: 'Something was incorrect.',
  /** 000 §8, 001 §8.1: default for orders, status, item detail, brand info failure. */
  defaultError: "We're sorry, but something went wrong. Please try again",
  /** 000 §8: generic popup fallback. */
  somethingWentWrong: 'Something went wrong',
  /** 000 §4.6, §8: the store is not open on menu load. */
  storeClosedTryAgainSoon: 'The store is currently closed, please try again soon',
  /** 000 §5, §8: opening or adding an item while the store is unavailable. */
  storeIsClosed: 'Store is closed',
  /** 000 §8: store selection. */
  storeClosedTryAnother: 'Store is closed, Please try again later or try another store.',
  /** 001 §8.3: the store is closed or the availability check fails at placing. */
  storeClosedRightNow: 'We apologize, but our store is closed right now. We hope to see you soon!',
  /** 000 §5, §8. */
  itemOutOfStock: 'This item is out of stock, sorry for inconvenience',
  /** 000 §8 (modal variant): item detail failed. */
  itemRemoved:
    'We apologize, but the restaurant owner has removed this item from the menu. Please Close this window and try again.',
  /** 000 §2.22, §8: menu updated / disabled. */
  menuUpdated:
    'We apologize for the inconvenience. Our menu has just been updated. Please refresh the page to see the latest version',
  /** 000 §4.7, §5. */
  maxAvailableQuantity: 'Maximum available quantity reached',
  /** 000 §5: '{quantity} is the maximum quantity allowed for {name}'. */
  maxQuantityAllowed: (quantity: number, name: string) =>
    `${quantity} is the maximum quantity allowed for ${name}`,
  /** 000 §5: default add-to-basket error. */
  selectAtLeastOneModifier: 'Please select at least one modifier',
  /** 000 §5: group minimum. */
  groupMinimum: (minimum: number, groupName: string) =>
    `Please select at least ${minimum} ${minimum === 1 ? 'side' : 'sides'} options from the ${groupName} section to proceed`,
  /** 000 §4.2, §8. */
  storeNotServing: 'The store is currently not serving, please try again later',
  /** 000 §2.8: empty menu. */
  emptyMenu: 'Store is either closed or not have and active menu',
  /** 001 §4.5, §8.2. */
  pickupPaused:
    'Unfortunately, the store has paused pickup service for a short time. Please try again after some time',
  /** 001 §5.1 order validation. */
  enterVehicleInfo: 'Please enter your vehicle information',
  choosePaymentMethod: 'Please choose a payment method',
  chooseAddress: 'Please choose an address.',
  chooseTimeForPreOrder: 'Please choose a time for pre order',
  noDeliveryMethod: 'There is no delivery method available in store, please contact the business',
  /** 002 §5, §8 sign-in. */
  workingMobileNumber: 'Please provide a working mobile number.',
  /** 002 §5 profile. */
  loginToContinue: 'Please login to continue',
  enterName: 'Please enter your name',
  nameMinLength: 'Name must be at least 1 character',
  validEmail: 'Please enter a valid email address',
  /** 002 §8 orders. */
  errorFetchingOrders: 'Error in Fetching orders',
  orderNotFoundTracking: "Sorry, we couldn't find the order.",
  orderNotFound: 'Order not found',
  /** Sufra (issue 5): an order whose recomputed total exceeds LIMITS.orderAmountMaxAed. */
  orderTooLarge: 'This order is too large. Please reduce the quantities and try again.',
  /** Sufra (issue 5): a `cursor` of order/getCustomerOrders that is not one this customer was given. */
  invalidOrdersCursor: 'cursor: not a valid page cursor',
  /** Sign-in texts of Sufra's own (the spec shows the server message as given, 002 §8). */
  invalidCode: 'The code is incorrect. Please check it and try again.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  tooManyTries: 'Too many wrong codes. Please ask for a new one.',
  tooManySends: 'Too many codes were sent to this number. Please try again in an hour.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unauthorized: 'Please login to continue',
  /** Sufra: a price or item changed between the basket and the order (answers with the menu-updated text). */
  brandNotFound: 'Please, check the link and try again!',
  newVersion:
    'We made bug fixes and improvements to keep your operations smooth. Please click below button to get latest application version.',
} as const;
