import { ChevronDown, MapPin } from 'lucide-react';
import { forwardRef, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryPlace } from '../../../shared/delivery/delivery-types.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import '../../../shared/delivery/area/area-picker.css';

const AreaPicker = lazy(() =>
  import('../../../shared/delivery/area/area-picker.tsx').then((m) => ({ default: m.AreaPicker })),
);

/** The field's label by method (001 §2.4 'Select country', 'Select city' or 'Select Area'). */
const LABEL = {
  COUNTRY_BASED: 'selectCountryTitle',
  CITY_BASED: 'selectCityTitle',
  AREA_BASED: 'selectAreaTitle',
  MAPPED_AREA_BASED: 'selectAreaTitle',
} as const;

/**
 * The address form's read-only area field for the country-, city- and area-based methods (001
 * §2.4): labelled 'Select country' / 'Select city' / 'Select Area', showing the chosen place (and
 * its city); tapping it opens the area picker as a bottom sheet (001 §2.5, with 'Search for a
 * country' / 'a city' / 'an area'); `error` is the ADDR-07 text under it; 'refine location' goes
 * to the map (`onRefine`). The ref is the field's button, focused (and so scrolled to) on a failed
 * submit (ADDR-07 'the view scrolls to the field').
 */
export const AreaField = forwardRef<
  HTMLButtonElement,
  { place: DeliveryPlace | null; error: string | null; onRefine: () => void }
>(function AreaField({ place, error, onRefine }, ref) {
  const { t } = useTranslation('delivery');
  const { pick } = useLanguage();
  const [open, setOpen] = useState(false);
  const label = t(LABEL[place?.method ?? 'AREA_BASED']);
  return (
    <div className="field">
      <span id="area-field-label" className="field-label">
        {label}
      </span>
      <button
        ref={ref}
        type="button"
        className="input area-field"
        aria-labelledby="area-field-label area-field-value"
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'area-field-error' : undefined}
        onClick={() => setOpen(true)}
      >
        <MapPin size={18} aria-hidden="true" />
        <span id="area-field-value" className="area-field-value">
          {place ? [pick(place.name), place.city ? pick(place.city) : null].filter(Boolean).join(' · ') : '—'}
        </span>
        <ChevronDown size={18} aria-hidden="true" />
      </button>
      {error ? (
        <p id="area-field-error" className="form-error">
          {error}
        </p>
      ) : null}
      <Button variant="ghost" className="area-refine" onClick={onRefine}>
        {t('refineLocation')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AreaPicker open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
});
