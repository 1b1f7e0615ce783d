/** The cookie the web app writes when the customer picks a language (apps/web i18n.ts): `sufra_lang=en|ar`. */
const LANGUAGE_COOKIE = /(?:^|;\s*)sufra_lang=(en|ar)(?:;|$)/;

/**
 * The language of a brand page's boot shell (issue 6, decision 0100 IS-SH1): the customer's
 * choice from the `sufra_lang` cookie ('en' or 'ar'; anything else is ignored), else the brand's
 * base language, else English — the same order the app starts with (000 §1 Languages: saved
 * language, else the brand's base language).
 */
export function shellLanguage(
  cookieHeader: string | undefined,
  brand: { baseLanguage?: 'en' | 'ar' } | null,
): 'en' | 'ar' {
  const m = LANGUAGE_COOKIE.exec(cookieHeader ?? '');
  return (m?.[1] as 'en' | 'ar' | undefined) ?? brand?.baseLanguage ?? 'en';
}
