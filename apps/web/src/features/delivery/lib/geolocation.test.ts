import { describe, expect, it } from 'vitest';
import { currentPosition } from './geolocation.ts';

/** A fake Geolocation answering with `outcome` and recording the options it was asked with. */
function fakeGeolocation(outcome: { lat: number; lng: number } | { code: number }) {
  const asked: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) {
      asked.push(options);
      if ('lat' in outcome)
        ok({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
      else
        fail({
          code: outcome.code,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
    },
  } as unknown as Geolocation;
  return { geolocation, asked };
}

describe('current location (001 §2.3, §8.2)', () => {
  it('ADDR-10: high accuracy, a 10 000 ms time-out and maximumAge 0; the position as lat/lng', async () => {
    const { geolocation, asked } = fakeGeolocation({ lat: 25.1, lng: 55.2 });
    await expect(currentPosition(geolocation)).resolves.toEqual({ lat: 25.1, lng: 55.2 });
    expect(asked).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 }]);
  });

  it("ADDR-10: no support → 'This browser does not support live location' (noGeolocation)", async () => {
    await expect(currentPosition(undefined)).rejects.toBe('noGeolocation');
  });

  it.each([
    [1, 'geolocationDenied'],
    [2, 'geolocationDenied'],
    [3, 'geolocationTimeout'],
    [99, 'geolocationTimeout'],
  ])('ADDR-10: error code %i → %s (denied/unavailable vs time-out/unknown texts)', async (code, problem) => {
    await expect(currentPosition(fakeGeolocation({ code }).geolocation)).rejects.toBe(problem);
  });
});
