import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_TYPES, codeText } from '@sufra/contract';
import { MapPin } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useAddAddress } from '../../../shared/delivery/api/user-addresses.ts';
import {
  type AreaProblem,
  areaSelectionProblem,
  savedAreaFields,
} from '../../../shared/delivery/area-rules.ts';
import { checkoutAddressPaths, isCheckoutForm } from '../../../shared/delivery/delivery-paths.ts';
import type { DeliveryAddress } from '../../../shared/delivery/delivery-types.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { getOrderSettings, useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { useSession } from '../../../shared/session/session-state.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { useAreaPoint } from '../api/area-point.ts';
import { AreaField } from '../components/area-field.tsx';
import { type AddressFormInput, type AddressFormValues, addressFormSchema } from '../lib/address-form.ts';
import '../delivery.css';

/**
 * Add delivery address (001 §2.4; /address/add-new-manual-address?redirectedFrom=map-address and
 * /store/checkout/add-delivery-address): the pin's place with 'Change Location' ('Your selected
 * delivery location is {street} do you wish to change it'), Full Address, Apartment No., Building
 * Name, Floor number and the address label, checked by the contract's schema (addressFormSchema;
 * a failed submit focuses — and so scrolls to — the first invalid field). 'Save Address' asks
 * 'Would you like to save the address' (No goes back) and saves it for a signed-in customer
 * (user/add-user-address); a guest's address is kept in the browser only. Then it becomes the
 * delivery address and the form returns to checkout, or to state.page, else home.
 * Brand-based catalogue (/checkout/add-delivery-address; decision 0020): the place is the area
 * chosen in the picker, its point the area's own (useAreaPoint) until refined on the map; the
 * read-only area field (AreaField: 'Select Area' / 'city' / 'country', the picker, 'refine
 * location') is checked on save (ADDR-07: 'Please select an area' …, focus on the field), and the
 * address is saved with the method and the area's ids (savedAreaFields).
 */
export function Component() {
  const { t } = useTranslation('delivery');
  const { pick, api } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const outlet = useBrand().brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const fromCheckout = isCheckoutForm(location.pathname);
  const checkoutPaths = checkoutAddressPaths(outlet);
  const { point, zone } = useOrderSettings((s) => s.delivery);
  const place = outlet ? null : (zone?.place ?? null);
  const areaPoint = useAreaPoint(place, point);
  const areaRef = useRef<HTMLButtonElement>(null);
  const [areaProblem, setAreaProblem] = useState<AreaProblem | null>(null);
  const token = useSession((s) => s.token);
  const add = useAddAddress();
  const [changing, setChanging] = useState(false);
  const [saving, setSaving] = useState<AddressFormValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: { address: '', apartmentNo: '', building: '', floor: '' },
    // Brand-based: the area field comes first and is focused by areaMissing (ADDR-07).
    shouldFocusError: outlet,
  });
  const mapPath = fromCheckout ? checkoutPaths.map : paths.addNewMapAddress;

  if (!fromCheckout && new URLSearchParams(location.search).get('redirectedFrom') !== 'map-address')
    return <Navigate to={paths.addNewMapAddress} replace state={location.state} />;
  if (!point && areaPoint.pending) return <SkeletonList rows={3} label={t('loading')} />;
  if (!point) return <Navigate to={mapPath} replace state={location.state} />;

  const done = () =>
    navigate(fromCheckout ? checkoutPaths.checkout : (location.state?.page ?? paths.home), { replace: true });

  /** ADDR-07: a brand-based address needs its area (country, city) before it is saved. */
  const areaMissing = (): boolean => {
    const problem = outlet ? null : areaSelectionProblem(place?.method ?? 'AREA_BASED', place);
    setAreaProblem(problem);
    if (problem) areaRef.current?.focus();
    return problem !== null;
  };

  const save = async (values: AddressFormValues) => {
    setSaving(null);
    let savedId: string | null = null;
    if (token) {
      try {
        const { address } = await add.mutateAsync({
          ...values,
          street: point.street,
          area: point.area,
          city: point.city,
          country: point.country,
          coordinates: { lat: point.lat, lng: point.lng },
          ...(zone ? savedAreaFields(zone) : { deliveryMethodType: 'MAPPED_AREA_BASED' as const }),
        });
        savedId = address._id;
      } catch (err) {
        return setError(err instanceof ApiError ? err.message : t('close'));
      }
    }
    const chosen: DeliveryAddress = { ...point, ...values, savedId };
    getOrderSettings().setDelivery({ address: chosen });
    done();
  };

  // The schema's messages are catalogue codes (address-form.ts), written in the UI language.
  const message = (m: string | undefined) => (m ? codeText(m, api) : null);
  const { errors } = form.formState;

  return (
    <div className="page-flow address-form-page">
      <PageHeader
        title={t('addDeliveryAddress')}
        onBack={() => navigate(mapPath, { state: location.state })}
      />
      <div className="card address-preview">
        <MapPin size={22} aria-hidden="true" />
        <span className="address-preview-label">{pick(point.label)}</span>
        <Button variant="ghost" onClick={() => setChanging(true)}>
          {t('changeLocation')}
        </Button>
      </div>
      <form
        noValidate
        className="address-form"
        onSubmit={form.handleSubmit(
          (values) => (areaMissing() ? undefined : token ? setSaving(values) : save(values)),
          (errors) => {
            if (!areaMissing() && !outlet) form.setFocus(errors.address ? 'address' : 'addressType');
          },
        )}
      >
        {outlet ? null : (
          <AreaField
            ref={areaRef}
            place={place}
            error={areaProblem ? t(areaProblem) : null}
            onRefine={() => navigate(mapPath, { state: location.state })}
          />
        )}
        <div className="field">
          <label htmlFor="address-full">{t('fullAddress')}</label>
          <input
            id="address-full"
            className="input"
            autoComplete="street-address"
            aria-required="true"
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={errors.address ? 'address-full-error' : undefined}
            {...form.register('address')}
          />
          {errors.address ? (
            <p id="address-full-error" className="form-error">
              {message(errors.address.message)}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="address-apartment">{t('apartmentNo')}</label>
          <input id="address-apartment" className="input" {...form.register('apartmentNo')} />
        </div>
        <div className="field">
          <label htmlFor="address-building">{t('buildingName')}</label>
          <input id="address-building" className="input" {...form.register('building')} />
        </div>
        <div className="field">
          <label htmlFor="address-floor">{t('floor')}</label>
          <input id="address-floor" className="input" inputMode="numeric" {...form.register('floor')} />
        </div>
        <fieldset
          className="address-types"
          aria-describedby={errors.addressType ? 'address-type-error' : undefined}
        >
          <legend>{t('addressLabel')}</legend>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="address-type">
              <input
                type="radio"
                value={type}
                required
                aria-invalid={errors.addressType ? true : undefined}
                {...form.register('addressType')}
              />
              <span>{t(type)}</span>
            </label>
          ))}
          {errors.addressType ? (
            <p id="address-type-error" className="form-error">
              {message(errors.addressType.message)}
            </p>
          ) : null}
        </fieldset>
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <div className="location-footer">
          <Button type="submit" block busy={add.isPending}>
            {t('saveAddress')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={changing}
        title={t('changeLocation')}
        message={t('changeLocationConfirm', { street: point.street })}
        onNo={() => setChanging(false)}
        onYes={() => navigate(mapPath, { state: location.state })}
      />
      <ConfirmDialog
        open={saving !== null}
        title={t('saveAddress')}
        message={t('saveAddressConfirm')}
        onNo={() => {
          setSaving(null);
          navigate(-1);
        }}
        onYes={() => saving && save(saving)}
      />
    </div>
  );
}
