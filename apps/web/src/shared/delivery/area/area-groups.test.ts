import type { BrandDeliveryArea } from '@sufra/contract';
import { foldText as foldName } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { areaGroups, filterAreaGroups } from './area-groups.ts';

/** Burgerato's answer (the demo seed): two emirates, six towns. */
const areaBased: BrandDeliveryArea[] = [
  {
    cityInfo: { _id: 'c-ad', cityNameEN: 'Abu Dhabi', cityNameAR: 'أبو ظبي' },
    cityAreas: [
      { areaInfo: { _id: 'a-ad', areaNameEN: 'Abu Dhabi', areaNameAR: 'أبو ظبي' } },
      { areaInfo: { _id: 'a-ain', areaNameEN: 'Al Ain City', areaNameAR: 'مدينة العين' } },
      { areaInfo: { _id: 'a-mus', areaNameEN: 'Mussafah', areaNameAR: 'مصفح' } },
    ],
  },
  {
    cityInfo: { _id: 'c-dxb', cityNameEN: 'Dubai', cityNameAR: 'دبي' },
    cityAreas: [{ areaInfo: { _id: 'a-dxb', areaNameEN: 'Dubai', areaNameAR: 'دبي' } }],
  },
  { cityInfo: { _id: 'c-empty', cityNameEN: 'Fujairah', cityNameAR: 'الفجيرة' }, cityAreas: [] },
];

const names = (groups: ReturnType<typeof areaGroups>) =>
  groups.map((g) => [g.name?.en ?? null, g.options.map((o) => o.name.en)]);

describe('the area picker’s list (001 §2.5, §3.3)', () => {
  it('001 §2.5 area-based layout: a city (cityInfo) with its areas (cityAreas), in the server’s order', () => {
    const groups = areaGroups('AREA_BASED', areaBased);
    expect(names(groups)).toEqual([
      ['Abu Dhabi', ['Abu Dhabi', 'Al Ain City', 'Mussafah']],
      ['Dubai', ['Dubai']],
    ]);
    expect(groups[0]?.options[2]).toEqual({
      id: 'a-mus',
      name: { en: 'Mussafah', ar: 'مصفح' },
      place: {
        method: 'AREA_BASED',
        countryId: null,
        cityId: 'c-ad',
        areaId: 'a-mus',
        name: { en: 'Mussafah', ar: 'مصفح' },
        city: { en: 'Abu Dhabi', ar: 'أبو ظبي' },
        country: null,
      },
    });
  });

  it('001 §2.5 mapped-area layout: a city {en, ar} with areas carrying a mappedAreaId', () => {
    const groups = areaGroups('MAPPED_AREA_BASED', [
      {
        city: { en: 'Dubai', ar: 'دبي' },
        areas: [
          {
            mappedAreaId: 'z1',
            translations: { en: { name: 'Al Barsha First' }, ar: { name: 'البرشاء الأولى' } },
          },
        ],
      },
    ]);
    expect(names(groups)).toEqual([['Dubai', ['Al Barsha First']]]);
    expect(groups[0]?.options[0]?.place).toMatchObject({ method: 'MAPPED_AREA_BASED', areaId: 'z1' });
  });

  it('001 §3.3: city-based lists the cities and country-based the countries, as one list', () => {
    const cities = areaGroups('CITY_BASED', [
      { _id: 'c-ad', cityID: { _id: 'c-ad', cityNameEN: 'Abu Dhabi', cityNameAR: 'أبو ظبي' } },
      { _id: 'c-dxb', cityID: { _id: 'c-dxb', cityNameEN: 'Dubai', cityNameAR: 'دبي' } },
    ]);
    expect(names(cities)).toEqual([[null, ['Abu Dhabi', 'Dubai']]]);
    expect(cities[0]?.options[1]?.place).toMatchObject({
      method: 'CITY_BASED',
      cityId: 'c-dxb',
      areaId: null,
    });
    const countries = areaGroups('COUNTRY_BASED', [
      {
        _id: 'ae',
        countryID: { _id: 'ae', countryNameEN: 'United Arab Emirates', countryNameAR: 'الإمارات' },
      },
    ]);
    expect(names(countries)).toEqual([[null, ['United Arab Emirates']]]);
    expect(countries[0]?.options[0]?.place).toMatchObject({ method: 'COUNTRY_BASED', countryId: 'ae' });
  });

  it('ADDR-20: zero countries, cities or areas give an empty list; entries of another shape are left out', () => {
    expect(areaGroups('AREA_BASED', [])).toEqual([]);
    expect(areaGroups('CITY_BASED', areaBased)).toEqual([]);
  });
});

describe('the area picker’s search (001 §5.2 Search)', () => {
  const groups = areaGroups('AREA_BASED', areaBased);

  it('001 §5.2: a case-insensitive substring of the area name, the term trimmed', () => {
    expect(names(filterAreaGroups(groups, '  mUSS '))).toEqual([['Abu Dhabi', ['Mussafah']]]);
    expect(names(filterAreaGroups(groups, 'city'))).toEqual([['Abu Dhabi', ['Al Ain City']]]);
  });

  it('the Arabic name matches too, whatever the hamza, diacritics or tatweel (decision 0020)', () => {
    expect(names(filterAreaGroups(groups, 'مُصـفح'))).toEqual([['Abu Dhabi', ['Mussafah']]]);
    // 'ابو' without the hamza finds 'أبو ظبي' (the city, so all its areas).
    expect(filterAreaGroups(groups, 'ابو ظبي')[0]?.options).toHaveLength(3);
    expect(foldName('مدينة العين')).toBe('مدينه العين');
    expect(foldName('Murbaḩ')).toBe('murbah');
  });

  it('a city whose name matches keeps all its areas; an empty term keeps everything; no match is empty', () => {
    expect(names(filterAreaGroups(groups, 'dubai'))).toEqual([['Dubai', ['Dubai']]]);
    expect(filterAreaGroups(groups, '   ')).toEqual(groups);
    expect(filterAreaGroups(groups, 'zzz')).toEqual([]);
  });
});
