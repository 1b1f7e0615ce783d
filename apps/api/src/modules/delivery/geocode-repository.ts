import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryAreas, deliveryCities } from '../../db/schema-delivery.ts';
import type { RequestContext } from '../../http/context.ts';

/** A named place of the brand's area-based delivery (a city or an area), with a point when one is known. */
interface BrandPlaceRow {
  id: string;
  kind: 'area' | 'city';
  nameEn: string;
  nameAr: string;
  /** Degrees: the city's lat/lng, an area's `source.lat/lng` (seed provenance), else null. */
  lat: number | null;
  lng: number | null;
  /** The city's point, for an area without its own. */
  cityLat: number | null;
  cityLng: number | null;
  cityEn: string;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The brand's delivery cities and areas (every one, served or not), in display order. */
export async function brandPlaces(db: Db, ctx: Pick<RequestContext, 'brandId'>): Promise<BrandPlaceRow[]> {
  const cities = await db.select().from(deliveryCities).where(eq(deliveryCities.brandId, ctx.brandId));
  const areas = await db
    .select({ area: deliveryAreas, city: deliveryCities })
    .from(deliveryAreas)
    .innerJoin(deliveryCities, eq(deliveryCities.id, deliveryAreas.cityId))
    .where(and(eq(deliveryAreas.brandId, ctx.brandId), eq(deliveryCities.brandId, ctx.brandId)));
  const sortedCities = [...cities].sort((a, b) => a.sort - b.sort);
  const sortedAreas = [...areas].sort((a, b) => a.city.sort - b.city.sort || a.area.sort - b.area.sort);
  return [
    ...sortedAreas.map(({ area, city }) => {
      const source = (area.source ?? {}) as { lat?: unknown; lng?: unknown };
      return {
        id: area.id,
        kind: 'area' as const,
        nameEn: area.nameEn,
        nameAr: area.nameAr,
        lat: num(source.lat),
        lng: num(source.lng),
        cityLat: city.lat,
        cityLng: city.lng,
        cityEn: city.nameEn,
      };
    }),
    ...sortedCities.map((c) => ({
      id: c.id,
      kind: 'city' as const,
      nameEn: c.nameEn,
      nameAr: c.nameAr,
      lat: c.lat,
      lng: c.lng,
      cityLat: c.lat,
      cityLng: c.lng,
      cityEn: c.nameEn,
    })),
  ];
}
