import { asFils } from '@sufra/pricing';
import { describe, expect, it } from 'vitest';
import type { DeliveryAddress, DeliveryZone } from '../../../shared/delivery/delivery-types.ts';
import { buildOrderPayload } from './order-payload.ts';

const address: DeliveryAddress = {
  savedId: null,
  lat: 24.35893,
  lng: 54.48267,
  street: 'Mussafah',
  area: 'Mussafah',
  city: 'Abu Dhabi',
  country: 'AE',
  label: { en: 'Mussafah, Abu Dhabi', ar: 'مصفح، أبو ظبي' },
  address: 'Villa 7, Street 12',
  addressType: 'Home',
  building: '',
  floor: '',
  apartmentNo: '',
};

const zone = (over: Partial<DeliveryZone> = {}): DeliveryZone => ({
  storeId: 's1',
  zoneId: 'sa-mus',
  mappedAreaType: null,
  areaName: { en: 'Mussafah', ar: 'مصفح' },
  deliveryFeeFils: 700,
  minOrderFils: 3000,
  deliveryTimeMinutes: 40,
  place: {
    method: 'AREA_BASED',
    countryId: 'ae',
    cityId: 'c-ad',
    areaId: 'a-mus',
    name: { en: 'Mussafah', ar: 'مصفح' },
    city: { en: 'Abu Dhabi', ar: 'أبو ظبي' },
    country: null,
  },
  ...over,
});

const payload = (z: DeliveryZone, a: DeliveryAddress = address) =>
  buildOrderPayload({
    brandId: 'b1',
    store: { _id: 's1', taxRate: 5 },
    lines: [{ itemId: 'i', categoryId: 'c', quantity: 2, unitPriceFils: 2500, options: [] }],
    promotions: {
      totals: {
        originalPriceFils: asFils(5000),
        orderGrossAmountFils: asFils(5985),
        tipAmountFils: asFils(0),
        discountAmountFils: asFils(0),
        loyaltyAmountFils: asFils(0),
        cashBackFils: asFils(0),
      },
      coupon: null,
      selectedTip: null,
      loyaltyApplied: false,
    },
    payment: {
      _id: 'cash',
      paymentType: 'CASH',
      serviceType: 'DELIVERY',
      EN: { name: 'Cash' },
      AR: { name: 'نقدًا' },
    },
    language: 'EN',
    specialInstructions: '',
    vehicleInfo: '',
    user: { phoneNumber: '+971501234567', name: 'Sara', email: null },
    delivery: { address: a, zone: z },
  });

describe('place-order for a brand-based area (001 §7.3; decisions 0017, 0020)', () => {
  it('ADDR-23: an inline address carries the method and the area ids next to the point; fee and time as shown', () => {
    const p = payload(zone());
    expect(p.deliveryAddress).toMatchObject({
      address: 'Villa 7, Street 12',
      street: 'Mussafah',
      area: 'mussafah',
      city: 'abu dhabi',
      country: 'ae',
      orderDeliveryLoc: { type: 'Point', coordinates: [24.35893, 54.48267] },
      selectedDeliveryMethodInfo: { methodName: 'AREA_BASED' },
      countryId: 'ae',
      cityId: 'c-ad',
      areaId: 'a-mus',
    });
    expect(p.deliveryFee).toBe(7);
    expect(p.deliveryTime).toBe(40);
  });

  it('a city-based place sends its city and country only; a mapped zone of the map flow sends no area ids', () => {
    const city = zone();
    city.place = {
      ...(city.place as NonNullable<DeliveryZone['place']>),
      method: 'CITY_BASED',
      areaId: null,
    };
    expect(payload(city).deliveryAddress).toMatchObject({
      selectedDeliveryMethodInfo: { methodName: 'CITY_BASED' },
      countryId: 'ae',
      cityId: 'c-ad',
    });
    expect(payload(city).deliveryAddress).not.toHaveProperty('areaId');
    const mapped = payload(zone({ place: null, mappedAreaType: 'POLYGON' })).deliveryAddress;
    expect(mapped?.selectedDeliveryMethodInfo).toEqual({ methodName: 'MAPPED_AREA_BASED' });
    expect(mapped).not.toHaveProperty('areaId');
    expect(mapped).not.toHaveProperty('countryId');
  });

  // 0100 IS29: place-order's deliveryAddress keeps the spec's wire spelling 'appartmentNo' (001 §7.3).
  it("IS29: the address's apartmentNo is sent as the spec's 'appartmentNo'", () => {
    const sent = payload(zone(), { ...address, apartmentNo: '12B' }).deliveryAddress;
    expect(sent).toMatchObject({ appartmentNo: '12B' });
    expect(sent).not.toHaveProperty('apartmentNo');
  });

  it('a saved address is sent by its id (the server reads its area ids)', () => {
    expect(payload(zone(), { ...address, savedId: 'ad1' }).deliveryAddress).toMatchObject({
      userAddressId: 'ad1',
      areaId: 'a-mus',
    });
  });
});
