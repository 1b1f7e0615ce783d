import { randomInt } from 'node:crypto';
import {
  FILS_PER_AED,
  meetsOnlineMinimum,
  PAYMENT_LINK_CART_ID_ALPHABET,
  PAYMENT_LINK_CART_ID_LENGTH,
  type PaymentLinkInfo,
  type PaymentLinkStatus,
} from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type BrandRow, findBrand } from '../brand/service.ts';
import { linkProvider } from './link-gateway.ts';
import { findLink, insertLinkOnce, type PaymentLinkRow } from './repository.ts';

/** A new cart id: PAYMENT_LINK_CART_ID_LENGTH characters of the unambiguous alphabet, from the CSPRNG. */
export function newCartId(): string {
  let id = '';
  for (let i = 0; i < PAYMENT_LINK_CART_ID_LENGTH; i += 1)
    id += PAYMENT_LINK_CART_ID_ALPHABET[randomInt(PAYMENT_LINK_CART_ID_ALPHABET.length)];
  return id;
}

/** Why a link cannot be created (the CLI prints it; nothing was written). */
export class PaymentLinkError extends Error {}

/** What creates a link (`npm run payment-link`): the brand's temporary domain name, AED amount, texts, and optionally the gateway. */
export interface CreatePaymentLinkInput {
  /** The brand's temporaryDomainName, e.g. 'alnile'. */
  brand: string;
  /** The amount in AED, more than 2 with at most 2 decimals (001 §5.4 TOT-20). */
  amountAed: number;
  purposeOfPayment: string;
  message?: string | undefined;
  /** A gateway identifier (STRIPE, CHECKOUT, CHECKOUT_COM); absent → the brand's card-elements, else card-frames gateway. */
  gateway?: string | undefined;
}

/** A created link: its ids, amount (fils), gateway and the storefront path `/{temporaryDomainName}/payment-link/{cartId}`. */
export interface CreatedPaymentLink {
  id: string;
  brandId: string;
  cartId: string;
  amountFils: number;
  paymentGateway: string;
  temporaryDomainName: string;
  storeFrontUrl: string | null;
  path: string;
}

/**
 * Creates a payment link (001 §3.14, §4.15 "The link starts NOT_VERIFIED"; issue 9 `npm run
 * payment-link`). Checks, each a PaymentLinkError naming the problem (nothing written): the brand
 * exists; the amount is a number of AED with at most 2 decimals and more than 2 AED (the table's
 * check too); a purpose of 1–200 characters, a message of at most 500; the gateway is an active
 * card-elements (with publishable key) or card-frames integration of the brand (LINK-02). The
 * cartId is drawn again on the rare collision with an existing one (unique across brands).
 */
export async function createPaymentLink(
  db: Db,
  input: CreatePaymentLinkInput,
  now = new Date(),
): Promise<CreatedPaymentLink> {
  const brand = await findBrand(db, { temporaryDomainName: input.brand });
  if (!brand) throw new PaymentLinkError(`No brand with the temporary domain name '${input.brand}'`);
  const amountFils = Math.round(input.amountAed * FILS_PER_AED);
  if (!Number.isFinite(input.amountAed) || Math.abs(amountFils - input.amountAed * FILS_PER_AED) > 1e-6)
    throw new PaymentLinkError(
      `--amount: ${input.amountAed} is not an amount of AED with at most 2 decimals`,
    );
  if (!meetsOnlineMinimum(amountFils)) throw new PaymentLinkError('--amount: must be more than 2 AED');
  const purpose = input.purposeOfPayment.trim();
  if (purpose.length < 1 || purpose.length > 200)
    throw new PaymentLinkError('--purpose: 1 to 200 characters');
  const message = (input.message ?? '').trim();
  if (message.length > 500) throw new PaymentLinkError('--message: at most 500 characters');
  const gateway = input.gateway?.trim().toUpperCase() || defaultGateway(brand);
  try {
    linkProvider(brand, gateway);
  } catch (error) {
    throw new PaymentLinkError(`--gateway ${gateway}: ${(error as Error).message}`);
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insertLinkOnce(db, {
      brandId: brand.id,
      cartId: newCartId(),
      amountFils,
      purposeOfPayment: purpose,
      message,
      paymentGateway: gateway,
      createdAt: now,
      updatedAt: now,
    });
    if (row)
      return {
        id: row.id,
        brandId: brand.id,
        cartId: row.cartId,
        amountFils,
        paymentGateway: gateway,
        temporaryDomainName: brand.temporaryDomainName,
        storeFrontUrl: brand.storeFrontUrl,
        path: `/${brand.temporaryDomainName}/payment-link/${row.cartId}`,
      };
  }
  throw new PaymentLinkError('Could not draw a free cart id; try again');
}

/** The brand's link gateway when none is named: its card-elements one, else its card-frames one. */
function defaultGateway(brand: BrandRow): string {
  for (const candidate of ['STRIPE', 'CHECKOUT']) {
    try {
      return linkProvider(brand, candidate).gateway;
    } catch {}
  }
  return 'STRIPE';
}

/** Seconds since the epoch of a date. */
const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The link and its brand for a public call (001 §5.5 LINK-01): a cartId that is not of ctx.brandId
 * (unknown, another brand's) or an unknown brand → 404 with `notFound` (MESSAGES.invalidCartId
 * for link info, MESSAGES.invalidBrandOrCartId for the payment calls) — the same answer for each.
 */
export async function requireLink(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  cartId: string,
  notFound: 'invalidCartId' | 'invalidBrandOrCartId',
): Promise<{ brand: BrandRow; link: PaymentLinkRow }> {
  const link = await findLink(db, ctx.brandId, cartId);
  const brand = link ? await findBrand(db, { brandId: ctx.brandId }) : null;
  // A brand not yet live takes no payment (issue 19, decision 0036): its links are unknown.
  if (!link || !brand?.isLive) throw new AppError(notFound, 404);
  return { brand, link };
}

/**
 * payment-links/get-payment-link-info-by-cart-id (001 §3.14, §7.9; §2.12 header): the link's
 * public fields — amount AED, dates in unix seconds (`updatedAt` = the payment time once paid),
 * purpose, message, gateway, status — and the brand's name (in the request's language) and logo.
 * No customer data. 404 MESSAGES.invalidCartId (LINK-01); an unpaid link whose gateway is not
 * enabled → 400 MESSAGES.paymentLinkGatewayNotEnabled (LINK-02; a paid link still shows its receipt).
 */
export async function getPaymentLinkInfo(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'language'>,
  cartId: string,
): Promise<PaymentLinkInfo> {
  const { brand, link } = await requireLink(db, ctx, cartId, 'invalidCartId');
  const paymentStatus = link.paymentStatus as PaymentLinkStatus;
  if (paymentStatus === 'NOT_VERIFIED') {
    try {
      linkProvider(brand, link.paymentGateway);
    } catch {
      throw new AppError('paymentLinkGatewayNotEnabled', 400);
    }
  }
  const logo = brand.settings?.brandLogoFirst;
  return {
    cartId: link.cartId,
    amount: link.amountFils / FILS_PER_AED,
    linkCreationDate: unixSeconds(link.createdAt),
    updatedAt: unixSeconds(link.paidAt ?? link.updatedAt),
    purposeOfPayment: link.purposeOfPayment,
    message: link.message,
    paymentGateway: link.paymentGateway,
    paymentStatus,
    brand: {
      name: ctx.language === 'AR' && brand.brandNameAr ? brand.brandNameAr : brand.brandName,
      logo: typeof logo === 'string' && logo ? logo : null,
    },
  };
}
