import { type BrandDeliveryArea, type DeliveryMethod, foldText } from '@sufra/contract';
import type { Bilingual, DeliveryPlace } from '../delivery-types.ts';

/** One choice of the area picker (001 §2.5): an area, a mapped area, a city or a country. */
export interface AreaOption {
  id: string;
  name: Bilingual;
  /** The place it stands for, with the ids the brand's list knows (an area's country comes with its store). */
  place: DeliveryPlace;
}

/** A city of the picker with its areas; `name` null for the one group of a city or country list. */
export interface AreaGroup {
  key: string;
  name: Bilingual | null;
  options: AreaOption[];
}

/**
 * The picker's groups (001 §2.5 'A collapsible list of cities, each with its areas'; §3.3 the four
 * shapes of deliveryAreas) for the brand's method: area-based — a city (`cityInfo`) with its
 * `cityAreas`; mapped-area-based — a `city` {en, ar} with its `areas` carrying a mappedAreaId;
 * city-based — one group of the cities (`cityID`); country-based — one group of the countries
 * (`countryID`). Entries of another shape are left out; a city without areas is dropped
 * (zero areas give an empty list, ADDR-20).
 */
export function areaGroups(method: DeliveryMethod, areas: readonly BrandDeliveryArea[]): AreaGroup[] {
  const groups: AreaGroup[] = [];
  const list: AreaOption[] = [];
  for (const entry of areas) {
    if (method === 'AREA_BASED' && 'cityInfo' in entry) {
      const city = { en: entry.cityInfo.cityNameEN, ar: entry.cityInfo.cityNameAR };
      groups.push({
        key: entry.cityInfo._id,
        name: city,
        options: entry.cityAreas.map(({ areaInfo }) => {
          const name = { en: areaInfo.areaNameEN, ar: areaInfo.areaNameAR };
          const place = { countryId: null, cityId: entry.cityInfo._id, areaId: areaInfo._id };
          return { id: areaInfo._id, name, place: { method, ...place, name, city, country: null } };
        }),
      });
    } else if (method === 'MAPPED_AREA_BASED' && 'areas' in entry) {
      groups.push({
        key: entry.city.en,
        name: entry.city,
        options: entry.areas.map((a) => {
          const name = { en: a.translations.en.name, ar: a.translations.ar.name };
          const place = { countryId: null, cityId: null, areaId: a.mappedAreaId };
          return {
            id: a.mappedAreaId,
            name,
            place: { method, ...place, name, city: entry.city, country: null },
          };
        }),
      });
    } else if (method === 'CITY_BASED' && 'cityID' in entry) {
      const name = { en: entry.cityID.cityNameEN, ar: entry.cityID.cityNameAR };
      const place = { countryId: null, cityId: entry.cityID._id, areaId: null };
      list.push({ id: entry.cityID._id, name, place: { method, ...place, name, city: null, country: null } });
    } else if (method === 'COUNTRY_BASED' && 'countryID' in entry) {
      const name = { en: entry.countryID.countryNameEN, ar: entry.countryID.countryNameAR };
      const place = { countryId: entry.countryID._id, cityId: null, areaId: null };
      list.push({
        id: entry.countryID._id,
        name,
        place: { method, ...place, name, city: null, country: name },
      });
    }
  }
  if (list.length > 0) groups.push({ key: method, name: null, options: list });
  return groups.filter((g) => g.options.length > 0);
}

const matches = (name: Bilingual, needle: string) =>
  foldText(name.en).includes(needle) || foldText(name.ar).includes(needle);

/**
 * The picker's search (001 §5.2 Search: 'area search is a case-insensitive substring match on
 * the area name …, with the term trimmed; country and city search match the EN or AR name'):
 * keeps the options whose English or Arabic name contains the folded, trimmed term (foldName), and
 * every option of a city whose own name contains it ('Dubai' lists Dubai's areas); groups left
 * empty are dropped. An empty term keeps everything.
 */
export function filterAreaGroups(groups: readonly AreaGroup[], term: string): AreaGroup[] {
  const needle = foldText(term);
  if (!needle) return [...groups];
  return groups
    .map((g) =>
      g.name && matches(g.name, needle)
        ? g
        : { ...g, options: g.options.filter((o) => matches(o.name, needle)) },
    )
    .filter((g) => g.options.length > 0);
}
