import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** The UI languages: code, API language and direction (000 §3 Language configs). */
const UI_LANGUAGES = {
  en: { lang: 'en', api: 'EN', direction: 'ltr' },
  ar: { lang: 'ar', api: 'AR', direction: 'rtl' },
} as const;
export type UiLanguage = keyof typeof UI_LANGUAGES;

const LANGUAGE_KEY = 'sufra:language';

/** The language the customer chose before (local storage), or null. */
export function savedLanguage(): UiLanguage | null {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_KEY) : null;
  return saved === 'ar' || saved === 'en' ? saved : null;
}

/** Sets `lang` and `dir` on <html> (DESIGN: right to left). */
function applyDocumentLanguage(language: UiLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = UI_LANGUAGES[language].direction;
}

/**
 * Starts i18next: texts load per namespace and language from /locales, fallback 'en'
 * (000 §1 Languages).
 */
export async function initI18n(language: UiLanguage): Promise<typeof i18next> {
  applyDocumentLanguage(language);
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'ar'],
      ns: ['common', 'menu'],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}

/** Switches the UI language, remembers it (unless told not to), and flips the direction. */
export async function changeLanguage(language: UiLanguage, opts: { remember?: boolean } = {}): Promise<void> {
  if (opts.remember !== false) localStorage.setItem(LANGUAGE_KEY, language);
  applyDocumentLanguage(language);
  await i18next.changeLanguage(language);
}
