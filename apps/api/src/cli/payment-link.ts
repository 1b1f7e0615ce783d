import { parseArgs } from 'node:util';
import { ConfigError } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseInUseError } from '../db/owner-lock.ts';
import {
  type CreatedPaymentLink,
  createPaymentLink,
  PaymentLinkError,
} from '../modules/payment-links/link-service.ts';
import { INTERNAL_PAYMENT_LINK_PATH } from '../modules/payment-links/routes.ts';
import { loadDatabaseSettings } from './database-settings.ts';
import { postToOwner } from './owner-call.ts';

const USAGE =
  'usage: npm run payment-link -- --brand <temporaryDomainName> --amount <AED> --purpose "<text>" [--message "<text>"] [--gateway STRIPE|CHECKOUT]';

/**
 * The link's URL (001 §2.1, §2.12): on the brand's custom storefront URL `{storeFrontURL}/payment-link/{cartId}`,
 * else on this server's temporary domain `http://localhost:{port}/{temporaryDomainName}/payment-link/{cartId}`
 * (the running server's port, else PORT, else 8080).
 */
function paymentLinkUrl(link: CreatedPaymentLink, port: number): string {
  if (link.storeFrontUrl) return `${link.storeFrontUrl.replace(/\/+$/, '')}/payment-link/${link.cartId}`;
  return `http://localhost:${port}${link.path}`;
}

/**
 * `npm run payment-link -- --brand alnile --amount 125.50 --purpose "Catering deposit" [--message
 * "…"] [--gateway STRIPE]` (issue 9; 001 §3.14): creates a NOT_VERIFIED payment link of the brand
 * on the configured database (DATABASE_URL, or the PGlite folder — through the running server when
 * it owns the folder) and prints its URL on stdout. Exits 1 with the problem named (unknown brand,
 * amount not above 2 AED or with more than 2 decimals, gateway not enabled); nothing is written then.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string' },
      amount: { type: 'string' },
      purpose: { type: 'string' },
      message: { type: 'string' },
      gateway: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (!values.brand || !values.amount || !values.purpose) {
    console.error(USAGE);
    return 1;
  }
  const amountAed = /^\d+(\.\d{1,2})?$/.test(values.amount) ? Number(values.amount) : Number.NaN;
  if (!Number.isFinite(amountAed)) {
    console.error(`--amount: '${values.amount}' is not an amount of AED (e.g. 125.50)`);
    return 1;
  }
  const input = {
    brand: values.brand,
    amountAed,
    purposeOfPayment: values.purpose,
    message: values.message,
    gateway: values.gateway,
  };
  try {
    const settings = loadDatabaseSettings();
    let link: CreatedPaymentLink;
    let port = Number(process.env.PORT) || 8080;
    try {
      const database = await openDatabase(
        settings.url ? { url: settings.url } : { dataDir: settings.dataDir },
      );
      try {
        link = await createPaymentLink(database.db, input);
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      link = await postToOwner<CreatedPaymentLink>(
        settings.dataDir,
        error.owner,
        INTERNAL_PAYMENT_LINK_PATH,
        input,
        (message) => new PaymentLinkError(message),
      );
      port = error.owner.port ?? port;
    }
    console.log(paymentLinkUrl(link, port));
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`No link created: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
