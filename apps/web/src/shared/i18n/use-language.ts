import { useTranslation } from 'react-i18next';
import type { UiLanguage } from './i18n.ts';

/** The current UI language ('en' | 'ar') and a picker of a bilingual text `{ en, ar }`. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: UiLanguage = i18n.language === 'ar' ? 'ar' : 'en';
  const pick = <T>(texts: { en: T; ar: T }): T => (language === 'ar' ? texts.ar : texts.en);
  return { language, pick, api: language === 'ar' ? ('AR' as const) : ('EN' as const) };
}
