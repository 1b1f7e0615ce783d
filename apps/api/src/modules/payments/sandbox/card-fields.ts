import { randomBytes } from 'node:crypto';
import { type LocalizedText, MESSAGE_CATALOGUE } from '@sufra/contract';
import { escapeHtml } from '../../../http/html.ts';

/**
 * The sandbox's card fields (decision 0022): the page the storefront shows in an iframe for a
 * brand whose card integration is the sandbox, playing Stripe Elements and Checkout.com Frames.
 * The card number is typed here and posted to the sandbox's own payment-methods endpoint, so it
 * never reaches the storefront's code or Sufra's order API (PCI DSS SAQ A). Pure functions: the
 * texts, the checks and the HTML.
 */

/** The test card the note names; kept on one line, left to right, inside the Arabic note. */
const TEST_CARD_TEXT = '4242 4242 4242 4242';

/** The texts of the card fields and of the tokenising endpoint's refusals, EN and AR. */
export const CARD_FIELD_TEXTS = {
  title: { EN: 'Card details', AR: 'بيانات البطاقة' },
  number: { EN: 'Card number', AR: 'رقم البطاقة' },
  expiry: { EN: 'Expiry (MM/YY)', AR: 'تاريخ الانتهاء (MM/YY)' },
  cvc: { EN: 'CVC', AR: 'رمز التحقق (CVC)' },
  sandboxNote: {
    EN: 'Sandbox — no real card is charged. Test card: 4242 4242 4242 4242.',
    AR: 'بيئة تجريبية — لا تُخصم أي بطاقة حقيقية. بطاقة الاختبار: 4242 4242 4242 4242.',
  },
  // The tokeniser's refusals are catalogue codes (issue 16), answered with the code by routes.ts.
  invalidNumber: MESSAGE_CATALOGUE.sandboxCardInvalidNumber,
  invalidExpiry: MESSAGE_CATALOGUE.sandboxCardInvalidExpiry,
  invalidCvc: MESSAGE_CATALOGUE.sandboxCardInvalidCvc,
  failed: MESSAGE_CATALOGUE.sandboxCardFailed,
} as const satisfies Record<string, LocalizedText>;

/** Whether a string of digits passes the Luhn check (ISO/IEC 7812), 12–19 digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Whether a card expiring at the end of `month` (1–12) of `year` (4 digits, or 2 digits = 20YY)
 * is still valid at `now` (UTC), at most 20 years ahead. Answers the 4-digit year, or null.
 */
export function validExpiryYear(month: number, year: number, now: Date): number | null {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return null;
  const fullYear = year < 100 ? 2000 + year : year;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = fullYear * 12 + (month - 1);
  return expiry >= current && expiry <= current + 20 * 12 ? fullYear : null;
}

/** A fresh CSP nonce (16 random bytes, base64). */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The card-fields page's own Content-Security-Policy: nothing but its inline script and style
 * (by `nonce`) and fetches to this origin; no forms, no base, no plugins; framable by the
 * storefront's own origin only (frame-ancestors 'self').
 */
export function cardFieldsCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The card-fields page for `brandId` in `lang` (dir rtl for Arabic). Its script, when the parent
 * window posts `{ type: 'sufra-sandbox-card-submit' }` (same origin only) or the form is
 * submitted, checks the number (Luhn), the expiry (MM/YY, not past) and the CVC (3–4 digits),
 * posts the card to `POST /api/v1/payments/sandbox/v1/payment_methods` and answers the parent
 * `{ type: 'sufra-sandbox-card', paymentMethod: { id, card } }` or
 * `{ type: 'sufra-sandbox-card-error', message }` by postMessage to its own origin.
 */
export function cardFieldsPage(brandId: string, lang: 'en' | 'ar', nonce: string): string {
  const L = lang === 'ar' ? 'AR' : 'EN';
  const t = (key: keyof typeof CARD_FIELD_TEXTS) => escapeHtml(CARD_FIELD_TEXTS[key][L]);
  const errors = {
    invalidNumber: CARD_FIELD_TEXTS.invalidNumber[L],
    invalidExpiry: CARD_FIELD_TEXTS.invalidExpiry[L],
    invalidCvc: CARD_FIELD_TEXTS.invalidCvc[L],
    failed: CARD_FIELD_TEXTS.failed[L],
  };
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('title')}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;margin:0;padding:.25rem;color:#1f2937;background:transparent}
label{display:block;font-size:.85rem;margin-block:.4rem .2rem}
input{box-sizing:border-box;width:100%;font-size:1rem;padding:.55rem .6rem;border:1px solid #9ca3af;border-radius:.4rem;direction:ltr;text-align:start}
input:focus{outline:2px solid #2563eb;outline-offset:1px}
.row{display:flex;gap:.6rem}.row>div{flex:1}
.note{font-size:.75rem;color:#4b5563;margin-block-start:.5rem}.note bdi{white-space:nowrap}
.error{color:#b91c1c;font-size:.85rem;min-height:1.2em;margin-block-start:.4rem}
button{position:absolute;inset-inline-start:-9999px}
</style></head>
<body><form id="card" novalidate>
<label for="number">${t('number')}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234" required>
<div class="row"><div><label for="expiry">${t('expiry')}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required></div>
<div><label for="cvc">${t('cvc')}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" required></div></div>
<p id="error" class="error" role="alert" aria-live="polite"></p>
<p class="note">${t('sandboxNote').replace(TEST_CARD_TEXT, `<bdi dir="ltr">${TEST_CARD_TEXT}</bdi>`)}</p>
<button type="submit" tabindex="-1">OK</button>
</form>
<script nonce="${nonce}">
(function () {
  var brandId = ${scriptJson(brandId)};
  var lang = ${scriptJson(lang)};
  var T = ${scriptJson(errors)};
  var busy = false;
  function $(id) { return document.getElementById(id); }
  function tell(message) { if (window.parent !== window) window.parent.postMessage(message, location.origin); }
  function fail(text) { $('error').textContent = text; tell({ type: 'sufra-sandbox-card-error', message: text }); }
  function luhn(d) {
    if (!/^\\d{12,19}$/.test(d)) return false;
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = Number(d.charAt(d.length - 1 - i));
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }
  function submit() {
    if (busy) return;
    $('error').textContent = '';
    var number = $('number').value.replace(/[\\s-]/g, '');
    var exp = /^(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})$/.exec($('expiry').value.trim());
    var cvc = $('cvc').value.trim();
    if (!luhn(number)) return fail(T.invalidNumber);
    if (!exp) return fail(T.invalidExpiry);
    var month = Number(exp[1]);
    var year = Number(exp[2]); if (year < 100) year += 2000;
    var now = new Date();
    if (month < 1 || month > 12 || year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) return fail(T.invalidExpiry);
    if (!/^\\d{3,4}$/.test(cvc)) return fail(T.invalidCvc);
    busy = true;
    fetch('/api/v1/payments/sandbox/v1/payment_methods', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ brandId: brandId, lang: lang, card: { number: number, exp_month: month, exp_year: year, cvc: cvc } })
    }).then(function (res) {
      return res.json().then(function (body) {
        if (res.ok && body && body.id) tell({ type: 'sufra-sandbox-card', paymentMethod: { id: body.id, card: body.card } });
        else fail((body && body.message) || T.failed);
      });
    }).catch(function () { fail(T.failed); }).then(function () { busy = false; });
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    if (event.data && event.data.type === 'sufra-sandbox-card-submit') submit();
  });
  $('card').addEventListener('submit', function (event) { event.preventDefault(); submit(); });
  $('expiry').addEventListener('input', function (event) {
    var v = event.target.value.replace(/[^\\d]/g, '').slice(0, 4);
    event.target.value = v.length > 2 ? v.slice(0, 2) + '/' + v.slice(2) : v;
  });
})();
</script></body></html>`;
}
