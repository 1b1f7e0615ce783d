import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** Whether a location's query carries a provider's return (3-D Secure, hosted page; decision 0022). */
const PAYMENT_RETURN = /[?&](payment_intent|payment)=/;
/** The query keys a provider's return adds (dropped once read). */
const RETURN_KEYS = [
  'payment',
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
  'cko-session-id',
];

/** `search` without the provider's return keys ('' when nothing else): the dine-in table query stays (issue 18, ROUTE-10). */
export function withoutReturnKeys(search: string): string {
  const q = new URLSearchParams(search);
  for (const key of RETURN_KEYS) q.delete(key);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * Checkout's arrival back from a 3-D Secure page or a hosted page (001 §4.10–§4.13, decision
 * 0022): when the location's query carries a provider's return, its return keys are dropped (the
 * rest, e.g. the dine-in table query, stays) and the
 * return verified once (payment-return.ts, loaded then) with the API client — paid → `onPaid(orderNumber,
 * trackingToken)`; failed → `onFailed(message)` (the text in the UI language, the basket kept).
 * Answers whether the return is still being verified (true from the first render, so nothing
 * else is shown before; false once it is known, except when paid). The callbacks of the first
 * render are used.
 */
export function usePaymentReturn(input: {
  onPaid: (orderNumber: string, trackingToken: string | null) => void;
  onFailed: (message: string) => void;
}): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const [verifying, setVerifying] = useState(() => PAYMENT_RETURN.test(location.search));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    if (!verifying) return;
    const search = location.search;
    navigate(`${location.pathname}${withoutReturnKeys(search)}`, { replace: true });
    void (async () => {
      const { readPaymentReturn, completePaymentReturn } = await import('./payment-return.ts');
      const ret = readPaymentReturn(search);
      const outcome = ret ? await completePaymentReturn(ret, api) : { status: 'none' as const };
      if (outcome.status === 'paid') return input.onPaid(outcome.orderNumber, outcome.trackingToken);
      if (outcome.status === 'failed') input.onFailed(outcome.message);
      setVerifying(false);
    })();
  }, []);
  return verifying;
}
