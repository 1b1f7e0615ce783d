import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../seed');

/** The emirates and their cities (seed/geo/uae_emirates_cities.json, dr5hn/countries-states-cities-database, ODbL-1.0). */
export interface UaeEmirate {
  name_en: string;
  name_ar: string;
  cities: Array<{ id: number; name_en: string; name_ar: string; lat: number; lng: number }>;
}

/** The emirates and their cities as copied into the seed (README: provenance). */
export function uaeEmirates(): UaeEmirate[] {
  return JSON.parse(readFileSync(path.join(seedDir, 'geo/uae_emirates_cities.json'), 'utf8')).emirates;
}

/** The Arabic of a UAE city or emirate name (case-insensitive), or the English when unknown. */
export function cityNameAr(nameEn: string): string {
  const key = nameEn.trim().toLowerCase();
  for (const e of uaeEmirates()) {
    const city = e.cities.find((c) => c.name_en.toLowerCase() === key);
    if (city) return city.name_ar;
    if (e.name_en.toLowerCase() === key) return e.name_ar;
  }
  return nameEn;
}

/** The path of a file under apps/api/seed. */
export const seedFile = (...parts: string[]): string => path.join(seedDir, ...parts);
