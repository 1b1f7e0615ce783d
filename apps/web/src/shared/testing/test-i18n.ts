import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import arCommon from '../../../public/locales/ar/common.json';
import arMenu from '../../../public/locales/ar/menu.json';
import arOrders from '../../../public/locales/ar/orders.json';
import enCommon from '../../../public/locales/en/common.json';
import enMenu from '../../../public/locales/en/menu.json';
import enOrders from '../../../public/locales/en/orders.json';

/**
 * Test helper: an i18next instance with the app's real English and Arabic texts (common, menu,
 * orders), in `language`, for component tests that check the shown wording (issue 6).
 */
export async function testI18n(language: 'en' | 'ar'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'menu', 'orders'],
    defaultNS: 'common',
    resources: {
      en: { common: enCommon, menu: enMenu, orders: enOrders },
      ar: { common: arCommon, menu: arMenu, orders: arOrders },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
