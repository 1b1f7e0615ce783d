import { aedToFils } from '@sufra/pricing';
import type { ZoneGeometry } from '../modules/delivery/geo.ts';
import { geometryBbox, geometryProblem } from '../modules/delivery/geo.ts';

/** A zone file refused for a reason the operator can fix (names the feature); nothing was changed. */
export class ZoneImportError extends Error {
  override name = 'ZoneImportError';
}

/** Property names read for a feature's English and Arabic names, in order (Dubai Municipality, OCHA, OSM, plain). */
const EN_KEYS = ['name_en', 'nameEn', 'NAME_EN', 'ADM1_EN', 'ADM2_EN', 'name:en', 'name'];
const AR_KEYS = ['name_ar', 'nameAr', 'NAME_AR', 'ADM1_AR', 'ADM2_AR', 'name:ar'];

/** One zone read from a file: names, shape, its bbox, optional terms (fils, minutes) and provenance. */
export interface ZoneFeature {
  nameEn: string;
  nameAr: string;
  geometry: ZoneGeometry;
  bbox: [number, number, number, number];
  /** Per-feature terms from `deliveryFee` / `minOrder` (AED) and `deliveryTime` (minutes) properties. */
  deliveryFeeFils?: number;
  minOrderFils?: number;
  deliveryTimeMinutes?: number;
  /** The feature's other scalar properties (e.g. comm_num), kept as its source. */
  properties: Record<string, string | number | boolean | null>;
}

function firstText(props: Record<string, unknown>, keys: string[]): string {
  for (const k of keys) {
    const v = props[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return '';
}

/** A non-negative AED amount property in fils, or undefined when absent; throws when malformed. */
function filsProperty(props: Record<string, unknown>, key: string, label: string): number | undefined {
  const v = props[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100_000)
    throw new ZoneImportError(`${label}: property ${key} must be an amount in AED from 0 to 100000`);
  return aedToFils(v);
}

/**
 * Reads a GeoJSON FeatureCollection (RFC 7946) of zones: every feature must have a valid Polygon or
 * MultiPolygon (geo.geometryProblem) and a name in English or Arabic (EN_KEYS / AR_KEYS; a name in
 * one language only is used for both). Throws ZoneImportError naming the first bad feature, e.g.
 * `feature 3 ('AL BARSHA FIRST'): polygon outer ring is not closed (first position ≠ last)`.
 */
export function parseZoneFile(input: unknown): ZoneFeature[] {
  const fc = input as { type?: unknown; features?: unknown };
  if (!fc || typeof fc !== 'object' || fc.type !== 'FeatureCollection' || !Array.isArray(fc.features))
    throw new ZoneImportError(
      'not a GeoJSON FeatureCollection (expected { "type": "FeatureCollection", "features": [...] })',
    );
  if (fc.features.length === 0) throw new ZoneImportError('the FeatureCollection has no features');
  if (fc.features.length > 5_000) throw new ZoneImportError('more than 5000 features');
  return fc.features.map((raw, i) => {
    const f = (raw ?? {}) as { type?: unknown; properties?: unknown; geometry?: unknown };
    const props = (f.properties && typeof f.properties === 'object' ? f.properties : {}) as Record<
      string,
      unknown
    >;
    const en = firstText(props, EN_KEYS);
    const ar = firstText(props, AR_KEYS);
    const label = `feature ${i}${en || ar ? ` ('${en || ar}')` : ''}`;
    if (f.type !== 'Feature') throw new ZoneImportError(`${label}: not a GeoJSON Feature`);
    if (!en && !ar)
      throw new ZoneImportError(
        `${label}: no name (expected one of the properties ${[...EN_KEYS, ...AR_KEYS].join(', ')})`,
      );
    const problem = geometryProblem(f.geometry);
    if (problem) throw new ZoneImportError(`${label}: ${problem}`);
    const geometry = f.geometry as ZoneGeometry;
    const time = props.deliveryTime;
    if (
      time !== undefined &&
      (typeof time !== 'number' || !Number.isInteger(time) || time < 0 || time > 1440)
    )
      throw new ZoneImportError(`${label}: property deliveryTime must be whole minutes from 0 to 1440`);
    const scalars = Object.fromEntries(
      Object.entries(props).filter(
        ([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
      ),
    ) as ZoneFeature['properties'];
    const feeFils = filsProperty(props, 'deliveryFee', label);
    const minFils = filsProperty(props, 'minOrder', label);
    return {
      nameEn: en || ar,
      nameAr: ar || en,
      geometry,
      bbox: geometryBbox(geometry),
      ...(feeFils !== undefined ? { deliveryFeeFils: feeFils } : {}),
      ...(minFils !== undefined ? { minOrderFils: minFils } : {}),
      ...(typeof time === 'number' ? { deliveryTimeMinutes: time } : {}),
      properties: scalars,
    };
  });
}
