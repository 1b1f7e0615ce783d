import { type Language, MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/api-client.ts';
import { ApiError } from '../../api/client.ts';
import { aStore } from '../../testing/fixtures.ts';
import type { DeliveryPlace } from '../delivery-types.ts';
import { cityOrCountryMenu } from './city-country-menu.ts';

const DUBAI: DeliveryPlace = {
  method: 'CITY_BASED',
  countryId: 'ae',
  cityId: 'dubai',
  areaId: null,
  name: { en: 'Dubai', ar: 'دبي' },
  city: { en: 'Dubai', ar: 'دبي' },
  country: { en: 'UAE', ar: 'الإمارات' },
};

/** An API client in `language` whose brand menu's store (s1) has delivery paused, and which has no terms for any place. */
function pausedApi(language: Language): ApiClient {
  const answers: Record<string, unknown> = {
    [ROUTES.getBrandMenu.path]: {
      _id: 'm1',
      categories: [],
      storeInfo: aStore({ isDeliveryEnabled: false }),
    },
    [ROUTES.getDeliveryAreasOfSingleStoreBusiness.path]: {},
  };
  return {
    brandId: 'b1',
    token: () => null,
    language: () => language,
    call: async (route) => answers[route.path] as never,
  };
}

describe('cityOrCountryMenu (decision 0020)', () => {
  it.each([
    ['EN', MESSAGES.deliveryPaused],
    ['AR', MESSAGES_AR.deliveryPaused],
  ] as const)(
    "a store that no longer serves the place is 404 'deliveryPaused', written by code in %s (issue 16)",
    async (language, text) => {
      const refusal = await cityOrCountryMenu(pausedApi(language), 's1', DUBAI).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 404, code: 'deliveryPaused', message: text });
    },
  );
});
