import { type CategoryEntry, type ModifierGroup, messageText, TIMERS } from '@sufra/contract';
import {
  aedToFils,
  canIncrementQuantity,
  lineUnitPriceFils,
  maxItemQuantity,
  type SelectedOption,
  showQuantityStepper,
  toggleOption,
  validateModifierSelection,
} from '@sufra/pricing';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBasket, roomForItem, useBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { nowSeconds } from '../../../shared/promotions/use-now.ts';
import { useBrandMenuQuery } from '../../../shared/queries/menus.ts';
import { useSelectedStore } from '../../../shared/queries/selected-store.ts';
import { storeTakesOrders } from '../../../shared/timing/order-timing.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ItemIllustration, illustrationForItem } from '../../../shared/ui/item-illustration.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { notify } from '../../../shared/ui/notifications.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useItemDetail } from '../api/get-item-detail.ts';
import { defaults, ruleGroups } from '../lib/item-rules.ts';
import { ItemGallery } from './item-gallery.tsx';
import { ItemPrimaryAction } from './item-primary-action.tsx';
import { ModifierGroupCard } from './modifier-group-card.tsx';
import '../item.css';

/** The item's category as a loaded menu (brand or store) has it, to choose its illustration. */
function cachedCategory(queryClient: QueryClient, categoryId: string): CategoryEntry['categoryId'] | null {
  for (const key of ['brand-menu', 'pickup-store-menu']) {
    for (const [, data] of queryClient.getQueriesData<{
      categories?: CategoryEntry[];
      storeMenu?: { categories: CategoryEntry[] };
    }>({ queryKey: [key] })) {
      const categories = data?.categories ?? data?.storeMenu?.categories ?? [];
      const found = categories.find((c) => c.categoryId._id === categoryId);
      if (found) return found.categoryId;
    }
  }
  return null;
}

/** An item's choices before a store was chosen (000 §4.6): its id, the options and the quantity. */
export interface ItemDraft {
  itemId: string;
  selection: SelectedOption[];
  quantity: number;
}

/**
 * The item's photos (000 §2.12: the carousel, which opens the viewer of 000 §2.13) in a reserved
 * 16:9 box (no layout shift), or, without one, an illustration of what it is on a tint of the
 * brand colour (DESIGN: Images), decorative.
 */
function ItemMedia({
  item,
  categoryId,
  title,
}: {
  item: { itemImageURLs: string[]; translations: { en: { title: string }; ar: { title: string } } };
  categoryId: string;
  title: string;
}) {
  const queryClient = useQueryClient();
  if (item.itemImageURLs.length > 0) return <ItemGallery urls={item.itemImageURLs} title={title} />;
  return (
    <div className="item-media" aria-hidden="true">
      <ItemIllustration large kind={illustrationForItem(item, cachedCategory(queryClient, categoryId))} />
    </div>
  );
}

/**
 * Item detail, as a page or inside a modal (000 §2.12, §5): image, title, price, description,
 * modifier groups with every rule of 000 §5 (minimum, maximum, single selection replaces,
 * modifier maximum quantity, stock), the quantity stepper (only when maximumOrderQuantity ≥ 2)
 * and 'Add N to basket' with the live total. Adding merges identical lines (000 §4.7) and calls
 * `onDone`; `onContinue` is the 'continue shopping' action when the store is closed or the item
 * out of stock (also 'Go to menu' when the item could not be loaded, 000 §2.12); `onClose`, given
 * inside a modal (000 §2.8), shows a visible close button. `onSelectStore` / `draft` carry the
 * options and quantity across the store choice when an outlet item was opened by a link (000 §4.6).
 * `preview` (000 §2.20; decision 0036) makes it read-only: the item of `preview.storeId` (else the
 * brand's store), options and quantity to try, and 'Add N to basket' with the price, disabled.
 */
export function ItemDetail({
  itemId,
  categoryId,
  onDone,
  onContinue,
  onClose,
  onSelectStore,
  draft,
  preview,
}: {
  itemId: string;
  categoryId: string;
  onDone(): void;
  onContinue?(): void;
  onClose?(): void;
  /** Outlet, no store selected (000 §2.12 'Select store'): called with what was chosen so far. */
  onSelectStore?(draft: ItemDraft): void;
  /** What was chosen before the store was (000 §4.6): restored when it is this item. */
  draft?: ItemDraft | null;
  /** Preview mode (000 §2.20): read-only, of this store (null: the brand's own). */
  preview?: { storeId: string | null };
}) {
  const brand = useBrand();
  const queryClient = useQueryClient();
  const { t } = useTranslation('item');
  const { pick, language, api } = useLanguage();
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  // Brand-based (000 §2.7, §2.12): the store is the brand's own (menus/get-brand-menu storeInfo),
  // also when the item is opened by a shared link in a fresh browser, before the shell selects it.
  const brandMenu = useBrandMenuQuery(!outlet);
  const brandStore = outlet ? undefined : brandMenu.data?.storeInfo;
  const selectedStoreId = useOrderSettings((s) => s.selectedStoreId);
  const storeId = (preview ? preview.storeId : selectedStoreId) ?? brandStore?._id ?? null;
  const waitingForStore = !outlet && !storeId && brandMenu.isLoading;
  const chosenService = useOrderSettings((s) => s.serviceType) ?? 'PICKUP';
  const serviceType = preview ? 'PICKUP' : chosenService;
  const { store } = useSelectedStore();
  const { data, error, isLoading } = useItemDetail(
    { itemId, categoryId, storeId, serviceType },
    !waitingForStore,
  );
  const item = data?.itemInfo;
  const [selection, setSelection] = useState<SelectedOption[]>([]);
  const [quantity, setQuantity] = useState(1);
  // 000 §5, IS42 (issue 6): what the basket already holds of this item, over all its lines.
  const held = useBasket((b) => b.lines.reduce((n, l) => (l.itemId === itemId ? n + l.quantity : n), 0));
  const [groupError, setGroupError] = useState<{ groupId?: string; message: string } | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const groupsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!item) return;
    // Back from the store choice (000 §4.6): the options and quantity chosen before, where they still exist.
    if (draft && draft.itemId === item._id) {
      const ids = new Set(item.modifierGroups.flatMap((g) => g.modifiers.map((m) => m._id)));
      setSelection(draft.selection.filter((s) => ids.has(s.optionId)));
      setQuantity(Math.max(1, draft.quantity));
      return;
    }
    setSelection(defaults(item.modifierGroups));
  }, [item, draft]);
  useEffect(() => {
    if (!quantityError) return;
    const timer = setTimeout(() => setQuantityError(null), TIMERS.quantityErrorClearMs);
    return () => clearTimeout(timer);
  }, [quantityError]);

  const unitFils = useMemo(() => {
    if (!item) return 0;
    const options = selection.map((s) => {
      const m = item.modifierGroups.flatMap((g) => g.modifiers).find((x) => x._id === s.optionId);
      return { priceFils: aedToFils(m?.price ?? 0), quantity: s.quantity };
    });
    return lineUnitPriceFils(aedToFils(item.price), options);
  }, [item, selection]);

  if (isLoading || waitingForStore) {
    return (
      <div className="item-detail" role="status" aria-label={t('loading')}>
        <Skeleton height={200} />
        <Skeleton height={24} width="60%" />
        <Skeleton height={16} />
      </div>
    );
  }
  if (error || !item) {
    // 000 §8: the removed-item text has a modal variant ('Please Close this window and try again.',
    // with Close) and a page variant ('Please click the button below to view the current store
    // menu', with 'Go to menu'; IS46, decision 0100). Either button refetches the menu (000 §2.12).
    const inModal = Boolean(onClose);
    return (
      <div className="item-detail empty-state" role="alert">
        <p>{t(inModal ? 'removedItem' : 'removedItemPage')}</p>
        <Button
          onClick={() => {
            void queryClient.invalidateQueries({
              predicate: (q) => q.queryKey[0] === 'brand-menu' || q.queryKey[0] === 'pickup-store-menu',
            });
            (inModal ? onClose : (onContinue ?? onDone))?.();
          }}
        >
          {t(inModal ? 'close' : 'goToMenu')}
        </Button>
      </div>
    );
  }

  const texts = pick(item.translations);
  // 'Store is closed' unless the store is open or takes a pre-order (TIMING-08).
  const orderFrom = brandStore ?? store;
  const storeOpen = Boolean(preview) || !orderFrom || storeTakesOrders(orderFrom, serviceType, nowSeconds());
  const menuUpdated = data.isMenuActive === false;
  const outOfStock = item.isOutOfStock;
  const limits = { ...item, name: texts.title };
  const incrementCheck = canIncrementQuantity(limits, quantity);
  /** 000 §5 stock: the stock (not maximumOrderQuantity) stops the next unit. */
  const stockBound = (q: number) => item.isStockEnabled && q + 1 > item.availableStock;
  const quantityMessage = (q: number) =>
    stockBound(q)
      ? t('maxAvailable')
      : t('maxQuantityAllowed', { quantity: maxItemQuantity(item), name: texts.title });
  const setGroupSelection = (group: ModifierGroup, next: SelectedOption[]) => {
    setGroupError((e) => (e?.groupId === group._id ? null : e));
    setSelection(next);
  };

  const add = () => {
    const check = validateModifierSelection(ruleGroups(item, pick), selection);
    if (!check.ok) {
      // Issue 6: the rule's message (the catalogue's English) in the UI language.
      setGroupError({ groupId: check.groupId, message: messageText(check.reason, api) });
      const el = check.groupId ? groupsRef.current?.querySelector(`[data-group="${check.groupId}"]`) : null;
      el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    const allModifiers = item.modifierGroups.flatMap((g) => g.modifiers);
    const line = {
      lineId: crypto.randomUUID(),
      itemId: item._id,
      categoryId,
      storeId: storeId ?? '',
      title: { en: item.translations.en.title, ar: item.translations.ar.title },
      imageUrl: item.itemImageURLs[0] ?? null,
      basePriceFils: aedToFils(item.price),
      unitPriceFils: unitFils,
      quantity,
      options: selection.map((s) => {
        const m = allModifiers.find((x) => x._id === s.optionId)!;
        return {
          optionId: s.optionId,
          modifierGroupId: s.modifierGroupId,
          name: { en: m.translations.en.name, ar: m.translations.ar.name },
          priceFils: aedToFils(m.price),
          quantity: s.quantity,
        };
      }),
      maximumOrderQuantity: item.maximumOrderQuantity,
      isStockEnabled: item.isStockEnabled,
      availableStock: item.availableStock,
    };
    // 000 §5 Item quantity, IS42/IS43: the basket may hold at most min(99, maximumOrderQuantity,
    // stock) of the item over all its lines; adding past it is refused with the spec's message.
    const basket = getBasket();
    if (roomForItem(basket.lines, line) < quantity) {
      setQuantityError(t('maxQuantityAllowed', { quantity: maxItemQuantity(item), name: texts.title }));
      return;
    }
    basket.addLine(line);
    notify(t('added', { count: quantity, title: texts.title }), 'success');
    onDone();
  };

  // The basket already holds all that may be ordered: adding is disabled and says why (IS42).
  const atLimit = !preview && held >= maxItemQuantity(item);
  return (
    <div className="item-detail">
      {onClose ? (
        <button type="button" className="icon-button item-close" onClick={onClose} aria-label={t('close')}>
          <X size={20} aria-hidden="true" />
        </button>
      ) : null}
      <Modal
        open={menuUpdated}
        title={t('message')}
        description={t('menuUpdated')}
        dismissible={false}
        actions={<Button onClick={() => window.location.reload()}>{t('refresh')}</Button>}
      />
      <ItemMedia item={item} categoryId={categoryId} title={texts.title} />
      <h2 className="item-title">{texts.title}</h2>
      <p className="item-price">
        {item.price > 0 ? <Price fils={aedToFils(item.price)} /> : t('priceOnSelection')}
      </p>
      {texts.description ? <p className="item-description">{texts.description}</p> : null}
      {outOfStock ? <p className="label-pill label-danger">{t('outOfStock')}</p> : null}
      <div ref={groupsRef}>
        {item.modifierGroups.map((group) => (
          <ModifierGroupCard
            key={group._id}
            group={group}
            selection={selection}
            error={groupError?.groupId === group._id ? groupError.message : null}
            onToggle={(optionId) =>
              setGroupSelection(
                group,
                toggleOption(ruleGroups({ ...item, modifierGroups: [group] }, pick)[0]!, selection, optionId),
              )
            }
            onQuantity={(optionId, q) =>
              setGroupSelection(
                group,
                q <= 0
                  ? selection.filter((s) => s.optionId !== optionId)
                  : selection.map((s) => (s.optionId === optionId ? { ...s, quantity: q } : s)),
              )
            }
            language={language}
          />
        ))}
      </div>
      {groupError && !groupError.groupId ? (
        <p className="field-error" role="alert">
          {groupError.message}
        </p>
      ) : null}
      <div className="item-footer">
        {quantityError ? (
          <p className="field-error" role="alert">
            {quantityError}
          </p>
        ) : null}
        {!storeOpen ? <p className="field-error">{t('storeClosed')}</p> : null}
        {atLimit && !outOfStock && storeOpen ? (
          <p className="field-error" role="status">
            {t('maxQuantityAllowed', { quantity: maxItemQuantity(item), name: texts.title })}
          </p>
        ) : null}
        <div className="item-footer-row">
          {showQuantityStepper(item.maximumOrderQuantity) && !outOfStock && storeOpen ? (
            <QuantityStepper
              size="sm"
              value={quantity}
              label={texts.title}
              onDecrement={() => setQuantity((q) => Math.max(1, q - 1))}
              onIncrement={() => {
                if (!incrementCheck.ok) return setQuantityError(quantityMessage(quantity));
                setQuantity(quantity + 1);
                // 000 §5 stock: reaching the stock disables + and tells why for 4 s.
                if (!canIncrementQuantity(limits, quantity + 1).ok && stockBound(quantity + 1))
                  setQuantityError(t('maxAvailable'));
              }}
              incrementDisabledReason={!incrementCheck.ok && stockBound(quantity) ? t('maxAvailable') : null}
            />
          ) : null}
          <ItemPrimaryAction
            preview={Boolean(preview)}
            noStore={!storeId}
            unavailable={outOfStock || !storeOpen}
            quantity={quantity}
            totalFils={unitFils * quantity}
            disabled={(unitFils * quantity <= 0 && item.modifierGroups.length === 0) || atLimit}
            onAdd={add}
            onContinue={
              !storeId && onSelectStore
                ? () => onSelectStore({ itemId, selection, quantity })
                : (onContinue ?? onDone)
            }
          />
        </div>
      </div>
    </div>
  );
}
