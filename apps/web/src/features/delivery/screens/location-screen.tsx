import type { Place } from '@sufra/contract';
import { LocateFixed } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useUserAddresses } from '../../../shared/delivery/api/user-addresses.ts';
import { locationStep, pointForPlace } from '../../../shared/delivery/area-rules.ts';
import { checkoutAddressPaths, isCheckoutMap } from '../../../shared/delivery/delivery-paths.ts';
import { SavedAddressesSheet } from '../../../shared/delivery/saved-addresses-sheet.tsx';
import { useChooseAddress } from '../../../shared/delivery/use-choose-address.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { goOrReload } from '../../../shared/navigation/safe-target.ts';
import { getOrderSettings, useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { useSession } from '../../../shared/session/session-state.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useReverseGeocode } from '../api/reverse-geocode.ts';
import { useStoreZones } from '../api/store-zones.ts';
import { PlaceSearch } from '../components/place-search.tsx';
import { TroubleSearching } from '../components/trouble-searching.tsx';
import { currentPosition, type GeolocationProblem } from '../lib/geolocation.ts';
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  INCREASE_ZOOM_TO,
  type MapProblem,
  mapProblem,
  PLACE_ZOOM,
  toDeliveryPoint,
} from '../lib/map-confirm.ts';
import '../delivery.css';

const DeliveryMap = lazy(() =>
  import('../components/delivery-map.tsx').then((m) => ({ default: m.DeliveryMap })),
);

/** The three variants of 001 §2.3, by route. */
type Variant = 'home' | 'add' | 'checkout';
const variantOf = (pathname: string): Variant =>
  isCheckoutMap(pathname) ? 'checkout' : pathname.endsWith(paths.addNewMapAddress) ? 'add' : 'home';

/**
 * Set Delivery Location (001 §2.3; /address/select-delivery-area, /address/add-new-map-address,
 * /store/checkout/map-address, and the brand-based /checkout/map-address): the map with the brand's zones (Leaflet, loaded with this screen
 * only), the pin at its centre, place search (UAE), current location, the pin's address, and
 * 'Confirm Location', which checks the point, the zoom (> 15, else the zoom modal with 'Increase
 * zoom') and the address (001 §5.2), then finds the store that delivers there (none: the
 * paused-delivery text) and goes on: to the store's menu (home), the address form (add, checkout).
 * From home, a signed-in customer with saved addresses sees them first (SVC-06). A brand-based
 * catalogue comes here from its address form ('refine location', 001 §2.4): the pin only moves
 * the chosen area's point (pointForPlace), the area and its terms stay (decision 0020). From home,
 * 'Having trouble searching' opens the area picker when the brand has delivery areas (issue 19).
 */
export function Component() {
  const { t } = useTranslation('delivery');
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const variant = variantOf(location.pathname);
  const checkoutPaths = checkoutAddressPaths(useBrand().brand.catalogueType === 'OUTLET_BASED_CATALOGUE');
  const place = useOrderSettings((s) => s.delivery.zone?.place ?? null);
  const chosen = useOrderSettings((s) => s.delivery.point);
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const token = useSession((s) => s.token);
  const { addresses } = useUserAddresses();
  const [center, setCenter] = useState<{ lat: number; lng: number }>(chosen ?? DEFAULT_CENTER);
  const [zoom, setZoom] = useState(chosen ? PLACE_ZOOM : DEFAULT_ZOOM);
  const [problem, setProblem] = useState<MapProblem | GeolocationProblem | null>(null);
  const [sheet, setSheet] = useState(false);
  const [sheetShown, setSheetShown] = useState(false);
  const [locating, setLocating] = useState(false);
  const zones = useStoreZones();
  const geo = useReverseGeocode(
    center.lat === DEFAULT_CENTER.lat && center.lng === DEFAULT_CENTER.lng ? null : center,
  );
  const address = geo.data?.address;
  const next = () => {
    if (variant === 'home') navigate(paths.storeDetail);
    else if (variant === 'checkout') navigate(checkoutPaths.form, { replace: true });
    else
      navigate(`${paths.addNewManualAddress}?redirectedFrom=map-address`, {
        state: { page: location.state?.page },
      });
  };
  const chooser = useChooseAddress(next);

  // SVC-06: delivery from home opens the saved addresses first when the customer has any.
  useEffect(() => {
    const step = locationStep('DELIVERY', 'MAPPED_AREA_BASED', addresses.length);
    if (variant === 'home' && !sheetShown && step === 'savedAddresses') {
      setSheet(true);
      setSheetShown(true);
    }
  }, [variant, sheetShown, addresses.length]);

  const back = () => {
    if (variant === 'checkout') return navigate(checkoutPaths.checkout);
    // 000 §2.1: a page kept in the state that is 'null' / 'undefined' reloads instead.
    if (variant === 'add')
      return goOrReload(navigate, location.state?.page === undefined ? paths.home : location.state.page);
    const { zone } = getOrderSettings().delivery;
    navigate(storeId && zone ? paths.storeDetail : paths.home);
  };

  const moveTo = (point: { lat: number; lng: number }, z = PLACE_ZOOM) => {
    setCenter(point);
    setZoom(z);
  };

  const locate = async () => {
    setLocating(true);
    try {
      moveTo(await currentPosition());
    } catch (p) {
      setProblem(p as GeolocationProblem);
    } finally {
      setLocating(false);
    }
  };

  const confirm = () => {
    const found = mapProblem({ center, zoom, address });
    if (found) return setProblem(found);
    if (!address) return;
    const point = toDeliveryPoint(center, address);
    if (!place) return void chooser.choose(point);
    getOrderSettings().setDelivery({ point: pointForPlace(place, center, point) });
    next();
  };

  const problemText: Record<MapProblem | GeolocationProblem, string> = {
    chooseLocation: t('chooseLocation'),
    zoom: t('zoomMessage'),
    noAddress: t('typeAddressText'),
    noGeolocation: t('noGeolocation'),
    geolocationDenied: t('geolocationDenied'),
    geolocationTimeout: t('geolocationTimeout'),
  };

  return (
    <div className="page-flow location-page">
      <PageHeader title={variant === 'home' ? t('whereDeliver') : t('setDeliveryLocation')} onBack={back} />
      <p className="muted">
        {variant === 'checkout' ? t('markExactLocation') : variant === 'home' ? t('whereDeliverText') : null}
      </p>
      <PlaceSearch onPlace={(p: Place) => moveTo({ lat: p.lat, lng: p.lng })} />
      {variant === 'home' ? <TroubleSearching /> : null}
      {zones.data ? (
        <Suspense fallback={<div className="delivery-map skeleton" />}>
          <DeliveryMap
            center={center}
            zoom={zoom}
            zones={zones.data.zones}
            tileUrl={zones.data.mapTileUrl}
            attribution={zones.data.mapAttribution}
            label={t('map')}
            onMove={(c, z) => moveTo(c, z)}
          />
        </Suspense>
      ) : (
        <div className="delivery-map skeleton" />
      )}
      <p className="location-address" aria-live="polite">
        {geo.isFetching
          ? t('locating')
          : address
            ? t('pinAt', { label: pick(address.label) })
            : geo.data
              ? t('noAddressHere')
              : null}
      </p>
      <div className="location-actions">
        <Button variant="secondary" onClick={locate} busy={locating}>
          <LocateFixed size={18} aria-hidden="true" />
          {t('currentLocation')}
        </Button>
        {token && variant === 'home' ? (
          <Button variant="ghost" onClick={() => setSheet(true)}>
            {t('savedAddresses')}
          </Button>
        ) : null}
      </div>
      <div className="location-footer">
        <Button block onClick={confirm} busy={chooser.busy || geo.isFetching}>
          {t('confirmLocation')}
        </Button>
      </div>
      <Modal
        open={problem === 'zoom'}
        onOpenChange={(o) => (o ? null : setProblem(null))}
        title={t('zoomTitle')}
        description={t('zoomMessage')}
        actions={
          <Button
            onClick={() => {
              setZoom(INCREASE_ZOOM_TO);
              setProblem(null);
            }}
          >
            {t('increaseZoom')}
          </Button>
        }
      />
      <Modal
        open={(problem !== null && problem !== 'zoom') || chooser.error !== null}
        onOpenChange={(o) => {
          if (o) return;
          setProblem(null);
          chooser.clearError();
        }}
        title={problem === 'noAddress' ? t('typeAddressTitle') : t('message')}
        description={chooser.error ?? (problem ? problemText[problem] : '')}
        actions={
          <Button
            onClick={() => {
              setProblem(null);
              chooser.clearError();
            }}
          >
            {t('close')}
          </Button>
        }
      />
      {chooser.confirm}
      {token ? (
        <SavedAddressesSheet
          open={sheet}
          onClose={() => setSheet(false)}
          onAddNew={() => setSheet(false)}
          onChosen={() => navigate(paths.storeDetail)}
        />
      ) : null}
    </div>
  );
}
