import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Price } from '../../../shared/ui/price.tsx';

/**
 * The item detail's footer button (000 §2.12 Footer button):
 * - no store selected: 'Select store' (outlet variant, goes to the store choice) or
 *   'Something Went wrong' (brand variant, inactive);
 * - item out of stock or store closed: 'continue shopping', which goes home;
 * - otherwise 'Add N to basket' with the live total (unit price with options × quantity);
 * - in preview mode (000 §2.20), always that button with the total, disabled.
 */
export function ItemPrimaryAction({
  preview = false,
  noStore,
  unavailable,
  quantity,
  totalFils,
  disabled,
  onAdd,
  onContinue,
}: {
  /** Preview mode (000 §2.20): 'Add N to basket' with the price, disabled. */
  preview?: boolean;
  noStore: boolean;
  unavailable: boolean;
  quantity: number;
  totalFils: number;
  disabled: boolean;
  onAdd(): void;
  onContinue(): void;
}) {
  const { t } = useTranslation('item');
  const outlet = useBrand().brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  if (preview) {
    return (
      <Button disabled>
        <span>{t('addToBasket', { count: quantity })}</span>
        <Price fils={totalFils} />
      </Button>
    );
  }
  if (noStore) {
    return outlet ? (
      <Button block onClick={onContinue}>
        {t('selectStore')}
      </Button>
    ) : (
      <Button block variant="secondary" disabled>
        {t('somethingWentWrong')}
      </Button>
    );
  }
  if (unavailable) {
    return (
      <Button block variant="secondary" onClick={onContinue}>
        {t('continueShopping')}
      </Button>
    );
  }
  return (
    <Button onClick={onAdd} disabled={disabled}>
      <span>{t('addToBasket', { count: quantity })}</span>
      <Price fils={totalFils} />
    </Button>
  );
}
