import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** Whether a location's query carries a provider's return (3-D Secure, hosted page; decision 0022). */
const PAYMENT_RETURN = /[?&](payment_intent|payment)=/;

/**
 * Checkout's arrival back from a 3-D Secure page or a hosted page (001 §4.10–§4.13, decision
 * 0022): when the location's query carries a provider's return, the query is dropped and the
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
    navigate(location.pathname, { replace: true });
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
