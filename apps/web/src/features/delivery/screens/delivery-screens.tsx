import { type ComponentType, lazy } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';

const LocationScreen = lazy(() => import('./location-screen.tsx').then((m) => ({ default: m.Component })));
const AddressFormScreen = lazy(() =>
  import('./address-form-screen.tsx').then((m) => ({ default: m.Component })),
);
const DeliveryHome = lazy(() => import('./delivery-home.tsx').then((m) => ({ default: m.Component })));

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
 * while the service is delivery): the location screen, the address form, and the outlet brand's
 * delivery home (map flow). The brand-based catalogue's delivery home (area picker and menu,
 * decision 0020) is a menu screen: features/menu/screens/brand-delivery-home.tsx.
 */
export function Component() {
  const { pathname } = useLocation();
  const Screen = BY_PATH.find(([path]) => pathname.endsWith(path))?.[1] ?? DeliveryHome;
  return <Screen />;
}
