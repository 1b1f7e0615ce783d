import {
  PAYMENT_GATEWAY_CATEGORY,
  type PaymentProviderChoice,
  providerKindOf,
  resolvePaymentProvider,
} from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sandboxMayServe } from '../../platform/sandbox-rule.ts';
import type { BrandRow } from '../brand/service.ts';
import type { PaymentGateway } from '../payments/service.ts';
import { sandboxGateway } from '../payments/service.ts';

/** The link kinds a payment link may use (001 §5.5): card-elements or card-frames. */
export type LinkProviderChoice = Extract<PaymentProviderChoice, { kind: 'card-elements' | 'card-frames' }>;

/**
 * The brand's integration that serves a link's `paymentGateway` (001 §5.5, LINK-02): an active
 * PAYMENT_GATEWAY integration of the same provider kind, card-elements with a publishable key or
 * card-frames (resolvePaymentProvider over the brand's integrations of that kind only, so a link
 * keeps the gateway it was made for even when the checkout prefers another). Errors:
 * - 400 MESSAGES.invalidPaymentGateway — the identifier is not a card-elements or card-frames one;
 * - 400 MESSAGES.paymentLinkGatewayNotEnabled — the brand has no such active integration (or
 *   card-elements without a publishable key).
 */
export function linkProvider(
  brand: Pick<BrandRow, 'activeIntegrations'>,
  paymentGateway: string,
): LinkProviderChoice {
  const kind = providerKindOf(paymentGateway);
  if (kind !== 'card-elements' && kind !== 'card-frames') throw new AppError('invalidPaymentGateway', 400);
  const integrations = Array.isArray(brand.activeIntegrations) ? brand.activeIntegrations : [];
  const sameKind = integrations.filter(
    (i) =>
      i?.category === PAYMENT_GATEWAY_CATEGORY &&
      typeof i.name === 'string' &&
      providerKindOf(i.name) === kind,
  );
  const choice = resolvePaymentProvider(sameKind);
  if (choice.kind !== kind) throw new AppError('paymentLinkGatewayNotEnabled', 400);
  return choice as LinkProviderChoice;
}

/**
 * The gateway that charges a link (decision 0022): the sandbox playing the link's kind for a
 * sandbox integration (`metaData.mode` 'sandbox'; in production for a demo brand only, else 403
 * MESSAGES.sandboxDemoOnly, as for orders); a real provider → 501 MESSAGES.somethingWentWrong
 * until its adapter is wired here.
 */
export function linkGateway(
  deps: { db: Db; now: () => Date; production: boolean },
  brand: Pick<BrandRow, 'settings'>,
  choice: LinkProviderChoice,
): PaymentGateway {
  if (!choice.sandbox) throw new AppError('somethingWentWrong', 501);
  if (!sandboxMayServe(brand, deps.production)) throw new AppError('sandboxDemoOnly', 403);
  return sandboxGateway(deps.db, choice.kind, deps.now);
}
