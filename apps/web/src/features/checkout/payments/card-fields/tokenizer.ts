import i18next from 'i18next';

/**
 * A new card as the provider tokenised it (decision 0022, PCI DSS SAQ A: the number never reaches
 * Sufra's code): the PaymentMethod id `pm_…` (card-elements, the sandbox's `pm_sbx_…`) or the
 * token `tok_…` (card-frames), and the card's public details when the provider gives them.
 */
export interface TokenisedCard {
  id: string;
  card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number };
}

/**
 * Why tokenising failed (001 §5.4 message keys, §8.3): the card is incomplete or invalid
 * ('pleaseEnterValidCardDetails'), the provider could not process it ('cardProccesingError') or
 * its script did not load ('providerFailed'). `message` is the key's text in the UI language;
 * `detail` the provider's own words (logged, not shown: 001 §8.3).
 */
export class CardFieldsError extends Error {
  constructor(
    readonly key: 'pleaseEnterValidCardDetails' | 'cardProccesingError' | 'providerFailed',
    readonly detail?: string,
  ) {
    super(i18next.t(key, { ns: 'payments' }));
  }
}

type Tokenizer = () => Promise<TokenisedCard>;

let current: Tokenizer | null = null;

/**
 * Registers the card fields on screen (one at a time: the sandbox iframe, Stripe's card element
 * or Checkout.com's Frames); answers the function that unregisters it.
 */
export function registerTokenizer(tokenizer: Tokenizer): () => void {
  current = tokenizer;
  return () => {
    if (current === tokenizer) current = null;
  };
}

/**
 * Tokenises the card typed into the fields on screen (001 §4.10 step 1, §4.12 step 1). Rejects
 * with CardFieldsError: 'cardProccesingError' when no fields are on screen or the provider fails,
 * 'pleaseEnterValidCardDetails' when the card is invalid.
 */
export function tokenizeCard(): Promise<TokenisedCard> {
  if (!current) return Promise.reject(new CardFieldsError('cardProccesingError'));
  return current();
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads a provider's script by a script tag at run time (never bundled: decision 0022, SAQ A),
 * once per URL. Rejects when it cannot load (then 'Online payment is facing some issues, please
 * use other payment method', 001 §8.3).
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new CardFieldsError('providerFailed', `could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
