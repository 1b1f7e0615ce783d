import { paths } from '../config/paths.ts';

/**
 * The checkout's address routes of the catalogue (001 §2.2; 000 §2.3): outlet-based
 * /store/checkout with /store/checkout/map-address and /store/checkout/add-delivery-address;
 * brand-based /order/checkout with /checkout/map-address and /checkout/add-delivery-address.
 */
export function checkoutAddressPaths(outlet: boolean): { checkout: string; map: string; form: string } {
  return outlet
    ? {
        checkout: paths.storeCheckout,
        map: paths.storeCheckoutMapAddress,
        form: paths.storeCheckoutAddAddress,
      }
    : {
        checkout: paths.brandCheckout,
        map: paths.brandCheckoutMapAddress,
        form: paths.brandCheckoutAddAddress,
      };
}

/** Whether `pathname` is one of the checkout's map routes (either catalogue). */
export const isCheckoutMap = (pathname: string): boolean =>
  pathname.endsWith(paths.storeCheckoutMapAddress) || pathname.endsWith(paths.brandCheckoutMapAddress);

/** Whether `pathname` is one of the checkout's address-form routes (either catalogue). */
export const isCheckoutForm = (pathname: string): boolean =>
  pathname.endsWith(paths.storeCheckoutAddAddress) || pathname.endsWith(paths.brandCheckoutAddAddress);
