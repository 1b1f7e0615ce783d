import { type ComponentType, lazy } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';

const LocationScreen = lazy(() => import('./location-screen.tsx').then((m) => ({ default: m.Component })));
const AddressFormScreen = lazy(() =>
  import('./address-form-screen.tsx').then((m) => ({ default: m.Component })),
);
const DeliveryHome = lazy(() => import('./delivery-home.tsx').then((m) => ({ default: m.Component })));
const BrandDeliveryHome = lazy(() =>
  import('./brand-delivery-home.tsx').then((m) => ({ default: m.Component })),
);

/** The delivery screens by path (001 §2.2): one entry in the route table, each screen its own chunk. */
const BY_PATH: ReadonlyArray<readonly [string, ComponentType]> = [
  [paths.selectDeliveryArea, LocationScreen],
  [paths.addNewMapAddress, LocationScreen],
  [paths.storeCheckoutMapAddress, LocationScreen],
  [paths.brandCheckoutMapAddress, LocationScreen],
  [paths.addNewManualAddress, AddressFormScreen],
  [paths.storeCheckoutAddAddress, AddressFormScreen],
  [paths.brandCheckoutAddAddress, AddressFormScreen],
];

/**
 * The delivery area's routes (the router mounts this module on each of them, and on the home
 * while the service is delivery): the location screen, the address form, and the delivery home —
 * the outlet brand's (map flow) or the brand-based catalogue's (area picker and menu, decision 0020).
 */
export function Component() {
  const { pathname } = useLocation();
  const outlet = useBrand().brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const Screen =
    BY_PATH.find(([path]) => pathname.endsWith(path))?.[1] ?? (outlet ? DeliveryHome : BrandDeliveryHome);
  return <Screen />;
}
