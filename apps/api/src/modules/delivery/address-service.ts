import type { addressFieldsSchema, DeliveryMethod, SavedAddress } from '@sufra/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type AddressRow,
  type AddressValues,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
} from './address-repository.ts';
import { isDefaultMapPoint, withinRadius } from './geo.ts';
import { ownedAreaIds } from './repository.ts';
import type { DeliveryDeps } from './zone-service.ts';

/** Most addresses one customer keeps with one brand. */
const MAX_ADDRESSES = 50;

type AddressFields = z.output<typeof addressFieldsSchema>;

/** The signed-in customer of the context (the routes are `auth` calls: never null here). */
function owner(ctx: RequestContext): RequestContext & { customerId: string } {
  if (!ctx.customerId) throw new AppError('unauthorized', 401);
  return ctx as RequestContext & { customerId: string };
}

/** A saved address as answered (001 §3.1). */
function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    _id: row.id,
    address: row.address,
    addressType: row.addressType as SavedAddress['addressType'],
    street: row.street,
    building: row.building,
    floor: row.floor,
    apartmentNo: row.apartmentNo,
    area: row.area,
    city: row.city,
    country: row.country,
    coordinates: { lat: row.lat, lng: row.lng },
    deliveryMethodType: (row.deliveryMethod as DeliveryMethod | null) ?? null,
    mappedAreaId: row.mappedAreaId,
    area_type: row.areaType,
    areaId: row.areaId,
    countryId: row.countryId,
    cityId: row.cityId,
  };
}

/**
 * The stored values of an address form. The point must have been chosen: the map's default centre
 * is 400 MESSAGES.chooseLocation (001 §5.2, ADDR-05). Area ids must be the brand's: a foreign or
 * unknown id is 400 MESSAGES.storeDoesNotDeliver (never stored, never confirmed to exist elsewhere).
 */
async function values(deps: DeliveryDeps, ctx: RequestContext, f: AddressFields): Promise<AddressValues> {
  if (isDefaultMapPoint(f.coordinates.lat, f.coordinates.lng)) throw new AppError('chooseLocation', 400);
  const ids = { mappedAreaId: f.mappedAreaId, countryId: f.countryId, cityId: f.cityId, areaId: f.areaId };
  const given = Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== undefined));
  if (!(await ownedAreaIds(deps.db, ctx, given))) throw new AppError('storeDoesNotDeliver', 400);
  return {
    address: f.address,
    addressType: f.addressType,
    street: f.street,
    building: f.building,
    floor: f.floor,
    apartmentNo: f.apartmentNo,
    city: f.city,
    area: f.area,
    country: f.country,
    lat: f.coordinates.lat,
    lng: f.coordinates.lng,
    deliveryMethod: f.deliveryMethodType ?? null,
    mappedAreaId: f.mappedAreaId ?? null,
    areaType: f.area_type ?? null,
    countryId: f.countryId ?? null,
    cityId: f.cityId ?? null,
    areaId: f.areaId ?? null,
  };
}

/** Filters of user/get-user-addresses-v2 (001 §7.2); distance in metres, storeLocation in degrees. */
export interface AddressFilter {
  deliveryMethod?: DeliveryMethod | 'all' | undefined;
  mappedAreaId?: string | undefined;
  distance?: number | undefined;
  storeLocation?: { lat: number; lng: number } | undefined;
  areaId?: string | undefined;
  selectedUserAddressId?: string | undefined;
}

/**
 * user/get-user-addresses-v2 (001 §5.3, §7.2; ADDR-17): the customer's addresses of the brand,
 * newest first, the selected one first. 'all' (or no method) keeps every address; a mappedAreaId
 * keeps those inside that zone (an unknown zone keeps none); distance + storeLocation those within
 * it; an areaId those saved for it.
 */
export async function getAddresses(
  deps: DeliveryDeps,
  ctx: RequestContext,
  filter: AddressFilter,
): Promise<{ userAddresses: SavedAddress[] }> {
  let rows = await listAddresses(deps.db, owner(ctx));
  if (filter.deliveryMethod && filter.deliveryMethod !== 'all') {
    if (filter.mappedAreaId) {
      const index = await deps.zones.get(ctx.brandId);
      const id = filter.mappedAreaId;
      rows = rows.filter((r) => index.containing(r.lat, r.lng).some((z) => z.id === id));
    } else if (filter.distance !== undefined && filter.storeLocation) {
      const { distance, storeLocation } = filter;
      rows = rows.filter((r) => withinRadius(storeLocation, distance, r.lat, r.lng));
    } else if (filter.areaId) {
      rows = rows.filter((r) => r.areaId === filter.areaId);
    }
  }
  const selected = filter.selectedUserAddressId;
  if (selected) rows = [...rows.filter((r) => r.id === selected), ...rows.filter((r) => r.id !== selected)];
  return { userAddresses: rows.map(toSavedAddress) };
}

/** user/add-user-address (001 §3.1): saves an address; 400 over MAX_ADDRESSES or with a foreign area id. */
export async function addAddress(
  deps: DeliveryDeps,
  ctx: RequestContext,
  fields: AddressFields,
): Promise<{ address: SavedAddress }> {
  const who = owner(ctx);
  const row = await values(deps, ctx, fields);
  if ((await countAddresses(deps.db, who)) >= MAX_ADDRESSES) throw new AppError('tooManyAddresses', 400);
  return { address: toSavedAddress(await insertAddress(deps.db, who, row)) };
}

/** user/updateUserAddress: replaces an address's fields; 404 MESSAGES.addressNotFound when it is not the customer's. */
export async function editAddress(
  deps: DeliveryDeps,
  ctx: RequestContext,
  id: string,
  fields: AddressFields,
): Promise<{ address: SavedAddress }> {
  const row = await updateAddress(deps.db, owner(ctx), id, await values(deps, ctx, fields), ctx.now);
  if (!row) throw new AppError('addressNotFound', 404);
  return { address: toSavedAddress(row) };
}

/** user/remove-user-address (001 §4.4): deletes an address; 404 MESSAGES.addressNotFound when it is not the customer's. */
export async function removeAddress(
  deps: DeliveryDeps,
  ctx: RequestContext,
  id: string,
): Promise<{ userAddressId: string }> {
  if (!(await deleteAddress(deps.db, owner(ctx), id))) throw new AppError('addressNotFound', 404);
  return { userAddressId: id };
}

/**
 * One of the signed-in customer's saved addresses (001 §3.1), for place-order; 404
 * MESSAGES.addressNotFound for an unknown id or another customer's or brand's.
 */
export async function customerAddress(
  deps: DeliveryDeps,
  ctx: RequestContext,
  id: string,
): Promise<SavedAddress> {
  const row = await findAddress(deps.db, owner(ctx), id);
  if (!row) throw new AppError('addressNotFound', 404);
  return toSavedAddress(row);
}
