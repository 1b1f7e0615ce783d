import type { GeocodedAddress, Place } from '@sufra/contract';
import type { Geocoder } from './geocoder.ts';

/** Sent with every request, as Nominatim's usage policy asks (an identifying User-Agent). */
const USER_AGENT = 'Sufra-storefront/0.1 (self-hosted; https://github.com/sufra)';

/** Nominatim's `address` object (the fields Sufra reads). */
interface NominatimAddress {
  road?: string;
  house_number?: string;
  neighbourhood?: string;
  suburb?: string;
  quarter?: string;
  city_district?: string;
  city?: string;
  town?: string;
  village?: string;
  state?: string;
  country_code?: string;
}

/** One Nominatim result (`format=jsonv2`): lat/lon are decimal strings in degrees. */
interface NominatimPlace {
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: NominatimAddress;
  namedetails?: Record<string, string>;
  error?: string;
}

/**
 * An adapter for a Nominatim-compatible geocoder (OpenStreetMap Nominatim API: `/search` and
 * `/reverse`, `format=jsonv2`), restricted to the UAE (001 §2.3): search sends
 * `countrycodes=ae` and keeps only results whose `address.country_code` is 'ae'; reverse answers
 * null for a point whose country is not 'ae'. Names in both languages come from `namedetails`
 * (`name:en`, `name:ar`, else `name`) for search, and from two reverse requests
 * (`accept-language=en` and `ar`) for a point. Each request is aborted after `timeoutMs`
 * milliseconds; any failure (network, HTTP status, bad JSON) rejects, so the fallback wrapper
 * (geocoder.withFallback) answers with the built-in geocoder.
 */
export function nominatimGeocoder(opts: {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): Geocoder {
  const doFetch = opts.fetch ?? fetch;
  const get = async (path: string, params: Record<string, string>): Promise<unknown> => {
    const url = `${opts.baseUrl}/${path}?${new URLSearchParams({ format: 'jsonv2', ...params })}`;
    const res = await doFetch(url, {
      headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    if (!res.ok) throw new Error(`geocoder ${path}: HTTP ${res.status}`);
    return res.json();
  };
  return {
    async search(ctx, query, limit) {
      const found = await get('search', {
        q: query,
        countrycodes: 'ae',
        limit: String(limit),
        addressdetails: '1',
        namedetails: '1',
        'accept-language': ctx.language === 'AR' ? 'ar' : 'en',
      });
      if (!Array.isArray(found)) throw new Error('geocoder search: the answer is not a list');
      return (found as NominatimPlace[]).flatMap((p) => toPlace(p)).slice(0, limit);
    },
    async reverse(_ctx, lat, lng) {
      const ask = (language: 'en' | 'ar') =>
        get('reverse', {
          lat: String(lat),
          lon: String(lng),
          zoom: '18',
          addressdetails: '1',
          'accept-language': language,
        }) as Promise<NominatimPlace>;
      const [en, ar] = await Promise.all([ask('en'), ask('ar')]);
      return toAddress(en, ar);
    },
  };
}

/** A search result as a Place ('external'), or nothing when it is outside the UAE or has no point. */
function toPlace(p: NominatimPlace): Place[] {
  const lat = Number(p.lat);
  const lng = Number(p.lon);
  if (p.address?.country_code !== 'ae' || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
  const names = p.namedetails ?? {};
  const first = (p.display_name ?? '').split(',')[0]?.trim() ?? '';
  const en = names['name:en'] ?? names.name ?? p.name ?? first;
  const ar = names['name:ar'] ?? names.name ?? p.name ?? first;
  if (!en && !ar) return [];
  const id = p.osm_type && p.osm_id !== undefined ? `${p.osm_type}:${p.osm_id}` : String(p.place_id ?? '');
  return [{ id: `osm:${id}`, kind: 'external', name: { en: en || ar, ar: ar || en }, lat, lng }];
}

const areaOf = (a: NominatimAddress = {}) => a.suburb ?? a.neighbourhood ?? a.quarter ?? a.city_district;
const cityOf = (a: NominatimAddress = {}) => a.city ?? a.town ?? a.village ?? a.state;
const both = (en: string | undefined, ar: string | undefined) =>
  en || ar ? { en: en || ar || '', ar: ar || en || '' } : null;

/** Two reverse answers (EN, AR) as a GeocodedAddress; null outside the UAE or when nothing is known. */
function toAddress(en: NominatimPlace, ar: NominatimPlace): GeocodedAddress | null {
  if (en.error || en.address?.country_code !== 'ae') return null;
  const a = en.address;
  const streetOf = (x: NominatimAddress = {}) => [x.house_number, x.road].filter(Boolean).join(' ');
  const street = streetOf(a);
  const area = both(areaOf(a), areaOf(ar.address));
  const city = both(cityOf(a), cityOf(ar.address));
  const parts = [both(street, streetOf(ar.address)), area, city].filter((p) => p !== null);
  if (parts.length === 0) return null;
  return {
    street,
    area,
    city,
    country: 'AE',
    label: { en: parts.map((p) => p.en).join(', '), ar: parts.map((p) => p.ar).join('، ') },
  };
}
