/** The geolocation failures of 001 §8.2 (ADDR-10), as keys of the delivery texts. */
export type GeolocationProblem = 'noGeolocation' | 'geolocationDenied' | 'geolocationTimeout';

/**
 * The device's position (001 §2.3 current location: high accuracy, 10 000 ms time-out, maximumAge
 * 0). Rejects with the problem: no support → 'noGeolocation'; permission denied or position
 * unavailable → 'geolocationDenied'; time-out or anything else → 'geolocationTimeout'.
 */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject('noGeolocation' satisfies GeolocationProblem);
    geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) =>
        reject(
          (e.code === e.PERMISSION_DENIED || e.code === e.POSITION_UNAVAILABLE
            ? 'geolocationDenied'
            : 'geolocationTimeout') satisfies GeolocationProblem,
        ),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  });
}
