import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The UI languages: code, API language and direction (000 §3 Language configs). */
const UI_LANGUAGES = {
  en: { lang: 'en', api: 'EN', direction: 'ltr' },
  ar: { lang: 'ar', api: 'AR', direction: 'rtl' },
} as const;
export type UiLanguage = keyof typeof UI_LANGUAGES;

const LANGUAGE_KEY = 'sufra:language';

/**
 * Writes the `sufra_lang` cookie (a year, the whole site): the server reads it to give the boot
 * shell the customer's language from the first paint — the tab title and the page direction
 * (issue 6, decision 0100 IS-SH1; apps/api shell-language.ts). It carries no other data.
 */
function rememberLanguageCookie(language: UiLanguage): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the storefront supports (Firefox, older Safari).
  document.cookie = `sufra_lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * The language the customer chose before (local storage), or null. A saved choice also refreshes
 * the `sufra_lang` cookie (choices saved before the cookie existed reach the server too).
 */
export function savedLanguage(): UiLanguage | null {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_KEY) : null;
  if (saved === 'ar' || saved === 'en') {
    rememberLanguageCookie(saved);
    return saved;
  }
  return null;
}

/** Sets `lang` and `dir` on <html> (DESIGN: right to left). */
function applyDocumentLanguage(language: UiLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = UI_LANGUAGES[language].direction;
}

/**
 * Loads a namespace's texts from `/locales/{lng}/{ns}.json` (the files of apps/web/public/locales,
 * cached by the browser and the service worker). i18next's own backend interface, in a few lines
 * instead of i18next-http-backend's 2.8 KB (issue 6: initial JS ≤ 110 KB). A failed load is
 * reported as retryable, so i18next tries again.
 */
const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then((res) => {
        if (!res.ok) throw new Error(`texts ${language}/${namespace}: HTTP ${res.status}`);
        return res.json();
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, true),
      );
  },
};

/**
 * Starts i18next: texts load per namespace and language from /locales, fallback 'en'
 * (000 §1 Languages).
 */
export async function initI18n(language: UiLanguage): Promise<typeof i18next> {
  applyDocumentLanguage(language);
  await i18next
    .use(localesBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'ar'],
      ns: ['common', 'menu'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}

/** Switches the UI language, remembers it (unless told not to), and flips the direction. */
export async function changeLanguage(language: UiLanguage, opts: { remember?: boolean } = {}): Promise<void> {
  if (opts.remember !== false) {
    localStorage.setItem(LANGUAGE_KEY, language);
    rememberLanguageCookie(language);
  }
  applyDocumentLanguage(language);
  await i18next.changeLanguage(language);
}
