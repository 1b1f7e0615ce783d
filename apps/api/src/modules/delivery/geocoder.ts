import type { GeocodedAddress, Place } from '@sufra/contract';
import type { RequestContext } from '../../http/context.ts';

/** What a geocoder needs of the request: the brand (its zones and areas) and the language. */
export type GeoContext = Pick<RequestContext, 'brandId' | 'language'>;

/**
 * Place search and reverse geocoding (001 §2.3 map, 'place search restricted to the UAE'; §5.2 map
 * confirm), behind one interface (ARCHITECTURE: providers behind interfaces): the built-in
 * geocoder (builtin-geocoder.ts, no network) and the Nominatim adapter (nominatim-geocoder.ts).
 */
export interface Geocoder {
  /**
   * Up to `limit` UAE places whose name (EN or AR) contains `query` (trimmed, 1–100 characters),
   * best first. Rejects when the provider fails (the fallback wrapper then asks another).
   */
  search(ctx: GeoContext, query: string, limit: number): Promise<Place[]>;
  /** The address of a point in degrees, or null outside the UAE / when no place is known. */
  reverse(ctx: GeoContext, lat: number, lng: number): Promise<GeocodedAddress | null>;
}

/**
 * An external geocoder with the built-in one behind it (decision 0016 "Geocoding and map tiles"):
 * - search: the brand's own zones and areas first (only the built-in geocoder knows them), then
 *   the external places, at most `limit`; when the external one fails or times out, the built-in
 *   answer alone (its UAE cities included);
 * - reverse: the external answer; when it fails, times out or knows no address, the built-in one.
 * `onError` hears each failure (the app logs it as a warning); it never reaches the customer.
 */
export function withFallback(
  external: Geocoder,
  builtIn: Geocoder,
  onError: (error: unknown) => void = () => {},
): Geocoder {
  return {
    async search(ctx, query, limit) {
      const [own, found] = await Promise.all([
        builtIn.search(ctx, query, limit),
        external.search(ctx, query, limit).catch((error: unknown) => {
          onError(error);
          return null;
        }),
      ]);
      if (found === null) return own;
      const brands = own.filter((p) => p.kind === 'area' || p.kind === 'zone');
      return [...brands, ...found].slice(0, limit);
    },
    async reverse(ctx, lat, lng) {
      const found = await external.reverse(ctx, lat, lng).catch((error: unknown) => {
        onError(error);
        return null;
      });
      return found ?? builtIn.reverse(ctx, lat, lng);
    },
  };
}
