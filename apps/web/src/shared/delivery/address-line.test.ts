import { describe, expect, it } from 'vitest';
import { formatAddress, fromSaved } from './delivery-choice.ts';
import { hasCoordinates } from './use-choose-address.tsx';

const saved = {
  _id: 'a1',
  coordinates: { lat: 25.1, lng: 55.2 },
  street: 'Street 1',
  area: 'Al Barsha',
  city: 'Dubai',
  country: 'AE',
  address: 'Villa 3, Street 1',
  addressType: 'HOME',
  building: 'B2',
  floor: '3',
  apartmentNo: '12',
} as never;

describe('the address line (001 §2.6, issue 19)', () => {
  it("joins with ', ' in English and with the Arabic comma '، ' in Arabic", () => {
    expect(formatAddress(saved)).toBe('12, 3, B2, Villa 3, Street 1');
    expect(formatAddress(saved, 'ar')).toBe('12، 3، B2، Villa 3, Street 1');
    expect(fromSaved(saved).label).toEqual({
      en: '12, 3, B2, Villa 3, Street 1',
      ar: '12، 3، B2، Villa 3, Street 1',
    });
  });
});

describe('ADDR-06 (001 §5.2)', () => {
  it('a saved address without numeric coordinates.lat/lng is refused (the generic error)', () => {
    expect(hasCoordinates(saved)).toBe(true);
    expect(hasCoordinates({ coordinates: { lat: 25.1 } } as never)).toBe(false);
    expect(hasCoordinates({ coordinates: null } as never)).toBe(false);
    expect(hasCoordinates({ coordinates: { lat: '25', lng: 55 } } as never)).toBe(false);
  });
});
