import {
  MESSAGES,
  type OrderDeliveryAddress,
  type PlacedDelivery,
  type PlaceOrderBody,
  type StoreAreaTerms,
} from '@sufra/contract';
import { aedToFils, filsToAed } from '@sufra/pricing';
import type { DeliverySnapshot } from '../../db/json-shapes.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { customerAddress } from '../delivery/address-service.ts';
import { activeMethod, areaInfo } from '../delivery/area-service.ts';
import { type DeliveryDeps, isDefaultMapPoint, storeZoneAt } from '../delivery/zone-service.ts';
import type { requireStore } from '../stores/service.ts';

type StoreRow = Awaited<ReturnType<typeof requireStore>>;

type Address = Omit<
  DeliverySnapshot,
  'method' | 'zoneId' | 'areaName' | 'feeFils' | 'minOrderFils' | 'deliveryTimeMinutes'
> & { countryId?: string | null; cityId?: string | null; areaId?: string | null };

/**
 * The order's address: a saved address of the signed-in customer (404 MESSAGES.addressNotFound
 * when it is not theirs, another brand's included), or the inline one of 001 §7.3. Either needs
 * address, addressType, street, city and a point other than the map's default centre (001 §5.1,
 * §5.2 ADDR-05: else 400 'Please choose an address.').
 */
async function orderAddress(deps: DeliveryDeps, ctx: RequestContext, sent: OrderDeliveryAddress) {
  let address: Address;
  if (sent.userAddressId) {
    const saved = await customerAddress(deps, ctx, sent.userAddressId);
    address = {
      address: saved.address,
      addressType: saved.addressType,
      street: saved.street,
      building: saved.building,
      floor: saved.floor,
      apartmentNo: saved.apartmentNo,
      area: saved.area,
      city: saved.city,
      country: saved.country,
      lat: saved.coordinates.lat,
      lng: saved.coordinates.lng,
      userAddressId: saved._id,
      countryId: saved.countryId,
      cityId: saved.cityId,
      areaId: saved.areaId,
    };
  } else {
    const [lat, lng] = sent.orderDeliveryLoc?.coordinates ?? [Number.NaN, Number.NaN];
    address = {
      address: sent.address ?? '',
      addressType: sent.addressType ?? '',
      street: sent.street,
      building: sent.building,
      floor: sent.floor,
      apartmentNo: sent.appartmentNo || sent.apartmentNo,
      area: sent.area,
      city: sent.city,
      country: sent.country,
      lat,
      lng,
      userAddressId: null,
      countryId: sent.countryId ?? null,
      cityId: sent.cityId ?? null,
      areaId: sent.areaId ?? null,
    };
  }
  if (
    !address.address ||
    !address.addressType ||
    !address.street ||
    !address.city ||
    !Number.isFinite(address.lat) ||
    !Number.isFinite(address.lng) ||
    isDefaultMapPoint(address.lat, address.lng)
  )
    throw new AppError('chooseAddress', 400);
  return address;
}

/** The one entry of an area-info answer (country, city or area terms). */
function termsOf(info: Awaited<ReturnType<typeof areaInfo>>): StoreAreaTerms | undefined {
  if ('countryMethod' in info) return info.countryMethod?.countryBaseRes.countryDeliveryData[0];
  if ('cityMethod' in info) return info.cityMethod?.cityBaseRes.cityDeliveryData[0];
  return info.areaMethod?.areaBaseRes;
}

/**
 * The delivery terms of a delivery order, from the server's records only (001 §4.4, §5.1, §7.3;
 * 000 §4.10 'For delivery it comes from the selected area'; decision 0017). The body's
 * deliveryFee, deliveryTime, deliveryChargesWaiverInfo and any zone it names are ignored. The
 * store's delivery switch (isDeliveryEnabled) is checked before, by place-order's serviceEnabled.
 * - 404 MESSAGES.noDeliveryMethod — the brand has no shipping method (001 §5.1);
 * - 400 MESSAGES.chooseAddress — no address, or one without address, type, street, city or point;
 * - 404 MESSAGES.addressNotFound — a userAddressId that is not the customer's;
 * - MAPPED_AREA_BASED: the store's best zone holding the point (bestZone); 409
 *   MESSAGES.deliveryPaused when no zone of this store holds it (whatever the browser sent);
 * - area-based methods: the store's entry for the address's country / city / area (areaInfo);
 *   400 'Please select …' without the ids; 409 MESSAGES.deliveryPaused when the store has none.
 */
export async function resolveDelivery(
  deps: DeliveryDeps,
  ctx: RequestContext,
  store: StoreRow,
  body: PlaceOrderBody,
): Promise<DeliverySnapshot> {
  const method = await activeMethod(deps, ctx);
  if (!method) throw new AppError('noDeliveryMethod', 404);
  if (!body.deliveryAddress) throw new AppError('chooseAddress', 400);
  const { countryId, cityId, areaId, ...address } = await orderAddress(deps, ctx, body.deliveryAddress);
  if (method === 'MAPPED_AREA_BASED') {
    const zone = await storeZoneAt(deps, ctx, store.id, address.lat, address.lng);
    if (!zone) throw new AppError('deliveryPaused', 409);
    return {
      ...address,
      method,
      zoneId: zone.id,
      areaName: { en: zone.nameEn, ar: zone.nameAr },
      feeFils: zone.deliveryFeeFils,
      minOrderFils: zone.minOrderFils,
      deliveryTimeMinutes: zone.deliveryTimeMinutes,
    };
  }
  const ids = {
    ...(countryId ? { countryId } : {}),
    ...(cityId ? { cityId } : {}),
    ...(areaId ? { areaId } : {}),
  };
  const terms = await areaInfo(deps, ctx, { storeId: store.id, deliveryMethodType: method, ...ids }).then(
    termsOf,
    (error: unknown) => {
      if (error instanceof AppError && error.message === MESSAGES.storeDoesNotDeliver)
        throw new AppError('deliveryPaused', 409);
      throw error;
    },
  );
  if (!terms) throw new AppError('deliveryPaused', 409);
  const place = terms.areaID ?? terms.cityID;
  return {
    ...address,
    method,
    zoneId: terms._id,
    areaName: place
      ? 'areaNameEN' in place
        ? { en: place.areaNameEN, ar: place.areaNameAR }
        : { en: place.cityNameEN, ar: place.cityNameAR }
      : { en: terms.countryID.countryNameEN, ar: terms.countryID.countryNameAR },
    feeFils: aedToFils(terms.deliveryFee),
    minOrderFils: aedToFils(terms.minOrder),
    deliveryTimeMinutes: terms.deliveryTime,
  };
}

/** A stored snapshot as the order answers it (contract PlacedDelivery: AED, [lat, lng]). */
export function toPlacedDelivery(s: DeliverySnapshot): PlacedDelivery {
  return {
    address: s.address,
    addressType: s.addressType,
    street: s.street,
    building: s.building,
    floor: s.floor,
    apartmentNo: s.apartmentNo,
    area: s.area,
    city: s.city,
    country: s.country,
    orderDeliveryLoc: { type: 'Point', coordinates: [s.lat, s.lng] },
    deliveryMethod: s.method,
    zoneId: s.zoneId,
    areaName: s.areaName,
    deliveryFee: filsToAed(s.feeFils),
    minOrder: filsToAed(s.minOrderFils),
    deliveryTime: s.deliveryTimeMinutes,
  };
}
