import type { PaymentLinkInfo } from '@sufra/contract';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { CardTokenError } from '../../../shared/payments/sandbox-card-frame.tsx';
import {
  payLinkCardElements,
  payLinkCardFrames,
  verifyLinkCardElements,
  verifyLinkCardFrames,
} from '../api/payment-link-calls.ts';
import type { LinkTokenizer } from '../components/link-card-fields.tsx';
import {
  linkReturnPaths,
  readLinkReturn,
  readLinkSession,
  redirectTo,
  shouldVerifyReturn,
  writeLinkSession,
} from './link-flow.ts';

/** How long the loader stays after the payment is initiated, ms (001 §2.12). */
export const LOADER_AFTER_INITIATE_MS = 3_000;

/** The link's card kind (from its paymentGateway). */
export type LinkKind = 'card-elements' | 'card-frames';

/** What the page needs to pay: the link, its kind, the router's basename and the domain (the client binds the brand). */
interface LinkPaymentInput {
  basename: string;
  domainName: string;
  domainType: 'CUSTOM_DOMAIN' | 'TEMPORARAY_DOMAIN';
  info: PaymentLinkInfo | undefined;
  kind: LinkKind | null;
  tokenizer: RefObject<LinkTokenizer | null>;
  /** Refetches the link info (001 §4.15 "the link info is refetched"). */
  refetch: () => Promise<unknown>;
}

/**
 * The payment of a link (001 §4.15, LINK-05…08):
 * - `pay(selected)` — 'Please select payment method' when nothing is chosen (LINK-03); clears
 *   paymentVerified (a new submission); tokenises the card; card-elements: create intent → paid
 *   (refetch) / 3-D Secure (the order ref kept, the browser sent to redirectLink) / open → verify;
 *   card-frames: initiate → three_d_secure_redirection_required true with redirectLink → redirect,
 *   false → verify at once, missing → error. The loader hides 3 s after the initiate answer.
 * - on load with a provider return in the query (LINK-06): verifies once with the order ref, sets
 *   paymentVerified, drops the query and refetches.
 * Errors: `inline` (information: choose a method, card invalid) or `modal` (initiate or verify failures).
 */
export function useLinkPayment(input: LinkPaymentInput) {
  const { t } = useTranslation('payment-link');
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [inline, setInline] = useState<string | null>(null);
  const [modal, setModal] = useState<string | null>(null);
  const verifyStarted = useRef(false);
  const api = useApi();
  const { info, kind, refetch } = input;
  const cartId = info?.cartId ?? '';

  const verify = useCallback(
    async (ref: string) => {
      const res =
        kind === 'card-frames'
          ? await verifyLinkCardFrames(api, { cartId, paymentId: ref })
          : await verifyLinkCardElements(api, { cartId, paymentIntentId: ref });
      writeLinkSession(cartId, { paymentVerified: true });
      if (!res.gatewayData.isVerified) throw new Error(t('bankDeclined'));
      await refetch();
    },
    [api, kind, cartId, refetch, t],
  );

  // 001 §4.15: back from 3-D Secure — verify once, then show the link as it is now.
  useEffect(() => {
    if (!info || verifyStarted.current) return;
    const ret = readLinkReturn(location.search);
    const session = readLinkSession(info.cartId);
    if (!shouldVerifyReturn(ret, info.paymentStatus, session)) {
      // Paid already (the provider's webhook came first): the return query is dropped all the same.
      if (ret && info.paymentStatus === 'VERIFIED') {
        verifyStarted.current = true;
        navigate(location.pathname, { replace: true });
      }
      return;
    }
    verifyStarted.current = true;
    setVerifying(true);
    verify(session.orderRef ?? ret.sessionId)
      .catch((error: Error) => setModal(error.message || t('somethingWentWrong')))
      .finally(() => {
        setVerifying(false);
        navigate(location.pathname, { replace: true });
      });
  }, [info, location.search, location.pathname, verify, navigate, t]);

  const pay = useCallback(
    async (selected: string | null) => {
      setInline(null);
      if (selected !== 'new_card') return setInline(t('selectPaymentMethod'));
      if (!info || !kind) return setModal(t('invalidPaymentGateway'));
      writeLinkSession(cartId, { paymentVerified: false, orderRef: undefined });
      setBusy(true);
      let token: string;
      try {
        if (!input.tokenizer.current) throw new CardTokenError('failed');
        token = (await input.tokenizer.current()).id;
      } catch (error) {
        setBusy(false);
        const invalid = error instanceof CardTokenError && error.reason === 'invalid';
        return setInline(invalid ? error.message || t('pleaseEnterValidCardDetails') : t('providerFailed'));
      }
      const paths = linkReturnPaths(input.basename, cartId);
      const idempotencyKey = crypto.randomUUID();
      let redirecting = false;
      try {
        if (kind === 'card-elements') {
          const res = await payLinkCardElements(
            api,
            { cartId, paymentMethodId: token, returnUrl: paths.page },
            idempotencyKey,
          );
          const detail = res.gatewayData.fetchedLink.transactionDetail;
          writeLinkSession(cartId, { orderRef: detail.id });
          if (res.gatewayData.isVerified) {
            writeLinkSession(cartId, { paymentVerified: true });
            await refetch();
          } else if (detail.redirectLink) {
            redirecting = true;
            redirectTo(detail.redirectLink);
          } else await verify(detail.id);
        } else {
          const res = await payLinkCardFrames(
            api,
            {
              token,
              cartId,
              DomainType: input.domainType,
              domainName: input.domainName,
              successUrl: paths.successUrl,
              failureUrl: paths.failureUrl,
            },
            idempotencyKey,
          );
          const { three_d_secure_redirection_required: threeDs, fetchedLink } = res.gatewayData;
          const detail = fetchedLink.transactionDetail;
          if (detail.id) writeLinkSession(cartId, { orderRef: detail.id });
          if (threeDs === true && detail.redirectLink) {
            redirecting = true;
            redirectTo(detail.redirectLink);
          } else if (threeDs === false) await verify(detail.id);
          else throw new Error(t('somethingWentWrong'));
        }
        if (!redirecting) setTimeout(() => setBusy(false), LOADER_AFTER_INITIATE_MS);
      } catch (error) {
        setBusy(false);
        setModal((error as Error).message || t('somethingWentWrong'));
      }
    },
    [api, info, kind, cartId, input, refetch, verify, t],
  );

  return { pay, busy, verifying, inline, modal, closeModal: () => setModal(null) };
}
