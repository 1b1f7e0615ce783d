/**
 * The customer's data (issue 19, decision 0034): user/export-my-data and user/delete-account.
 * Both act only on `ctx.customerId` of `ctx.brandId` (a customer account is per brand, 002 §3).
 */
import type { CallData, deleteAccount, exportMyData } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { consumeSignInCode, type MessagingTransport, sendCode, type WarnLog } from '../auth/service.ts';
import { type DeletionResult, deleteCustomerAccount } from './delete-repository.ts';
import {
  findProfile,
  findWallet,
  listAddresses,
  listCards,
  listLedger,
  listLines,
  listOrders,
  type Owner,
} from './export-repository.ts';

/** The country a stored E.164 phone is parsed with; an E.164 number carries its own country. */
const E164_DEFAULT_COUNTRY = 'AE';

/** The signed-in customer of the brand, or 401 'Please login to continue' (as updateProfile). */
function ownerOf(ctx: RequestContext): Owner {
  if (!ctx.customerId) throw new AppError('loginToContinue', 401);
  return { brandId: ctx.brandId, customerId: ctx.customerId };
}

/**
 * user/export-my-data (issue 19): the customer's profile, saved addresses, saved cards (brand,
 * last four, expiry), wallet and ledger (AED) and orders with lines and totals (AED, 000 §2.15
 * names), oldest first, dates ISO 8601. 401 when the token's customer is not a live customer of
 * the brand. Answers the contract's myDataSchema; the web saves it as a file.
 */
export async function exportCustomerData(
  db: Db,
  ctx: RequestContext,
): Promise<CallData<typeof exportMyData>> {
  const o = ownerOf(ctx);
  const profile = await findProfile(db, o);
  if (!profile) throw new AppError('loginToContinue', 401);
  const [addresses, cards, wallet, ledger, orderRows] = await Promise.all([
    listAddresses(db, o),
    listCards(db, o),
    findWallet(db, o),
    listLedger(db, o),
    listOrders(db, o),
  ]);
  const lines = await listLines(
    db,
    o,
    orderRows.map((r) => r.id),
  );
  return {
    exportedAt: ctx.now.toISOString(),
    brand: { id: ctx.brandId, name: profile.brandName },
    profile: {
      customerId: profile.id,
      phoneNumber: profile.phoneNumber,
      name: profile.name,
      email: profile.email,
      createdAt: profile.createdAt.toISOString(),
    },
    addresses: addresses.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    savedCards: cards,
    wallet: wallet
      ? { balance: filsToAed(wallet.balanceFils), lifetimeSpending: filsToAed(wallet.lifetimeSpendingFils) }
      : null,
    walletLedger: ledger.map((l) => ({
      kind: l.kind,
      amount: filsToAed(l.amountFils),
      balanceAfter: filsToAed(l.balanceAfterFils),
      orderNumber: l.orderNumber,
      createdAt: new Date(l.createdAt).toISOString(),
    })),
    orders: orderRows.map((r) => ({
      orderNumber: r.orderNumber,
      status: r.status,
      serviceType: r.serviceType,
      paymentType: r.paymentType,
      placedAt: r.placedAt.toISOString(),
      store: { en: r.storeEn, ar: r.storeAr },
      currency: 'AED' as const,
      itemsTotal: filsToAed(r.itemsTotalFils),
      discount: filsToAed(r.discountFils),
      deliveryFee: filsToAed(r.deliveryFeeFils),
      tax: filsToAed(r.taxFils),
      tip: filsToAed(r.tipFils),
      loyalty: filsToAed(r.loyaltyFils),
      total: filsToAed(r.totalFils),
      lines: lines
        .filter((l) => l.orderId === r.id)
        .map((l) => ({
          title: { en: l.titleEn, ar: l.titleAr },
          quantity: l.quantity,
          unitPrice: filsToAed(l.unitPriceFils),
          lineTotal: filsToAed(l.lineTotalFils),
          options: l.options.map((op) => ({
            name: { en: op.nameEn, ar: op.nameAr },
            quantity: op.quantity,
            price: filsToAed(op.priceFils),
          })),
        })),
    })),
  };
}

/**
 * user/delete-account (issue 19, decision 0034). Without `code`: sends a 4-digit code of audience
 * 'account-deletion' to the customer's phone through the sign-in transport, with the sign-in
 * code's limits (auth sendCode: per IP and per phone per hour — counted apart from sign-in codes —
 * 10 minutes valid, 429 / 503 as there); answers `{ codeSent: true, maskedPhoneNumber,
 * resendAfterSeconds, expiresInSeconds }`. With `code`: checks it as a sign-in code is checked
 * (consumeSignInCode: 400 invalidCode / codeExpired / tooManyTries, 429 per IP) — only an
 * account-deletion code of this phone and brand counts, a sign-in code never — then deletes the
 * account in one transaction (delete-repository.ts) and answers `{ deleted: true }`. 401 when the
 * token's customer is not a live customer of the brand; after the deletion every one of its tokens is.
 */
export async function deleteCustomer(
  deps: { db: Db; messaging: MessagingTransport },
  ctx: RequestContext,
  input: { code?: string | undefined },
  log: WarnLog,
): Promise<CallData<typeof deleteAccount>> {
  const o = ownerOf(ctx);
  const profile = await findProfile(deps.db, o);
  if (!profile) throw new AppError('loginToContinue', 401);
  const phone = { phoneNumber: profile.phoneNumber, countryCode: E164_DEFAULT_COUNTRY };
  if (input.code === undefined) {
    const sent = await sendCode(deps.db, ctx, deps.messaging, phone, log, { audience: 'account-deletion' });
    return {
      codeSent: true,
      maskedPhoneNumber: sent.maskedPhoneNumber,
      resendAfterSeconds: sent.resendAfterSeconds,
      expiresInSeconds: sent.expiresInSeconds,
    };
  }
  await consumeSignInCode(deps.db, ctx, { ...phone, verificationCode: input.code }, 'account-deletion');
  const done: DeletionResult | null = await deleteCustomerAccount(deps.db, o, ctx.now);
  if (!done) throw new AppError('loginToContinue', 401);
  return { deleted: true };
}
