import type { Language } from '@sufra/contract';
import i18next from 'i18next';

/**
 * The API language of the current UI language (000 §3 Language configs): 'AR' while the UI is in
 * Arabic, else 'EN'. Read when a request is made, so a call answers in the language on screen.
 */
export function uiApiLanguage(): Language {
  return i18next.language?.startsWith('ar') ? 'AR' : 'EN';
}
