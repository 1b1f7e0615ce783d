import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { formatLinkDate, readLinkReturn, walletSheet } from '../lib/link-flow.ts';
import { Component as PaymentLink } from './payment-link.tsx';

const redirectTo = vi.hoisted(() => vi.fn());
vi.mock('../lib/link-flow.ts', async (original) => ({
  ...(await original<typeof import('../lib/link-flow.ts')>()),
  redirectTo,
}));

const CART = 'ABCD2345EFGH';
/** 2025-03-04 22:30 UTC = 5 March 2025 in Dubai. */
const CREATED = Date.UTC(2025, 2, 4, 22, 30) / 1000;
const PAID = Date.UTC(2025, 2, 6, 9, 0) / 1000;

const brand = () => {
  const b = aBrand({
    _id: '11111111-1111-4111-8111-111111111111',
    brandName: 'Al Nile Gourmet',
    brandNameAR: 'النيل جورميه',
  });
  return {
    ...b,
    basename: '/alnile',
    domainType: 'TEMPORARAY_DOMAIN',
    setting: { temporaryDomainName: 'alnile' },
    activeIntegrations: [
      {
        name: 'STRIPE',
        category: 'PAYMENT_GATEWAY',
        isActive: true,
        metaData: { publishableKey: 'pk_sbx', mode: 'sandbox' },
      },
    ],
  } as unknown as ReturnType<typeof aBrand>;
};

const linkInfo = (over: Record<string, unknown> = {}) => ({
  cartId: CART,
  amount: 125.5,
  linkCreationDate: CREATED,
  updatedAt: CREATED,
  purposeOfPayment: 'Catering deposit',
  message: 'Thank you for your order',
  paymentGateway: 'STRIPE',
  paymentStatus: 'NOT_VERIFIED',
  brand: { name: 'Al Nile Gourmet', logo: null },
  ...over,
});

type Answer = { status?: number; body: unknown };
/** The API as fetch sees it: an answer per call path (a function for answers that change), every request recorded. */
function api(routes: Record<string, Answer | (() => Answer)>) {
  const calls: Array<{ path: string; body: Record<string, unknown>; headers: Record<string, string> }> = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://x').pathname.replace('/api/v1/', '');
    calls.push({
      path,
      body: init.body ? JSON.parse(String(init.body)) : {},
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const route = routes[path];
    const answer = typeof route === 'function' ? route() : route;
    if (!answer) return new Response(JSON.stringify({ success: 0, message: 'No match' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
const ok = (data: unknown): Answer => ({ body: { success: 1, data } });

const INFO = 'payment-links/get-payment-link-info-by-cart-id';
const PAY = 'payment-links/stripe/create-payment-intent';
const VERIFY = 'payment-links/stripe/verify-payment-intent';

function renderPage(path = `/payment-link/${CART}`) {
  return renderInApp(
    <Routes>
      <Route path="/payment-link/:cartId" element={<PaymentLink />} />
    </Routes>,
    { brand: brand(), path },
  );
}

/** Answers the sandbox card frame's tokenisation as its page would (postMessage from the frame). */
function answerCardFrame(message: Record<string, unknown>) {
  const frame = document.querySelector('iframe') as HTMLIFrameElement;
  const target = frame.contentWindow!;
  target.addEventListener('message', () => {
    window.dispatchEvent(
      new MessageEvent('message', { data: message, origin: window.location.origin, source: target }),
    );
  });
}

beforeEach(async () => {
  sessionStorage.clear();
  redirectTo.mockReset();
  await loadTexts('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('payment-link page (001 §2.12, §4.15)', () => {
  it('LINK-09/§2.12: unpaid — #cartId, DD-MM-YYYY, AED amount with Tax included, purpose, message, the new-card radio selected, the card fields, continue to payment', async () => {
    const calls = api({ [INFO]: ok(linkInfo()) });
    renderPage();
    expect(await screen.findByRole('heading', { name: `#${CART}` })).toBeInTheDocument();
    expect(screen.getByText('05-03-2025')).toBeInTheDocument();
    expect(screen.getByText('AED 125.50')).toBeInTheDocument();
    expect(screen.getByText('Tax included')).toBeInTheDocument();
    expect(screen.getByText('Purpose of payment').nextSibling).toHaveTextContent('Catering deposit');
    expect(screen.getByText('Message').nextSibling).toHaveTextContent('Thank you for your order');
    expect(screen.getByRole('radio', { name: 'Pay with new card' })).toBeChecked();
    expect(screen.getByTitle('Card details')).toHaveAttribute(
      'src',
      '/api/v1/payments/sandbox/card-fields?brandId=11111111-1111-4111-8111-111111111111&lang=en',
    );
    expect(screen.getByRole('button', { name: 'continue to payment' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /other products/ })).toBeNull();
    expect(calls[0]).toMatchObject({
      path: INFO,
      body: { cartId: CART, brandId: '11111111-1111-4111-8111-111111111111' },
    });
  });

  it('LINK-04/LINK-10: VERIFIED shows the receipt and Explore  other products to the brand home', async () => {
    api({ [INFO]: ok(linkInfo({ paymentStatus: 'VERIFIED', updatedAt: PAID })) });
    renderPage();
    expect(await screen.findByText('Payment completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Receipt number').nextSibling).toHaveTextContent(`#${CART}`);
    expect(screen.getByText('Payment date').nextSibling).toHaveTextContent('06-03-2025');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('AED 125.50');
    expect(screen.getByText('Purpose of payment').nextSibling).toHaveTextContent('Catering deposit');
    expect(screen.getByText('Message').nextSibling).toHaveTextContent('Thank you for your order');
    const explore = screen.getByRole('link', { name: 'Explore other products' });
    expect(explore.textContent).toBe('Explore  other products');
    expect(explore).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'continue to payment' })).toBeNull();
  });

  it('in Arabic: the texts, the amount after its digits and isolated left-to-right, the receipt', async () => {
    await loadTexts('ar');
    api({
      [INFO]: ok(
        linkInfo({ paymentStatus: 'VERIFIED', updatedAt: PAID, brand: { name: 'النيل جورميه', logo: null } }),
      ),
    });
    renderPage();
    expect(await screen.findByText('تم الدفع')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'إيصالك' })).toBeInTheDocument();
    const total = screen.getByText('125.50 AED');
    expect(total.tagName).toBe('BDI');
    expect(total).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('النيل جورميه')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح منتجات أخرى' })).toBeInTheDocument();
  });

  it('in Arabic, unpaid: the radio, the button and the date', async () => {
    await loadTexts('ar');
    api({ [INFO]: ok(linkInfo()) });
    renderPage();
    expect(await screen.findByRole('radio', { name: 'الدفع ببطاقة جديدة' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'متابعة الدفع' })).toBeInTheDocument();
    expect(screen.getByText('شامل الضريبة')).toBeInTheDocument();
    expect(screen.getByText('05-03-2025')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTitle('بيانات البطاقة').getAttribute('src')).toContain('lang=ar');
  });

  it('LINK-08: pay — the card is tokenised in the frame, the intent asked with an Idempotency-Key, the link refetched and the receipt shown', async () => {
    let paid = false;
    const calls = api({
      [INFO]: () => ok(linkInfo(paid ? { paymentStatus: 'VERIFIED', updatedAt: PAID } : {})),
      [PAY]: () => {
        paid = true;
        return ok({
          gatewayData: {
            isVerified: true,
            fetchedLink: {
              transactionDetail: {
                id: 'pi_sbx_1',
                client_secret: null,
                redirectLink: null,
                status: 'SUCCEEDED',
              },
            },
          },
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'continue to payment' });
    answerCardFrame({
      type: 'sufra-sandbox-card',
      paymentMethod: { id: 'pm_sbx_42', card: { last4: '4242' } },
    });
    await user.click(screen.getByRole('button', { name: 'continue to payment' }));
    expect(await screen.findByText('Payment completed')).toBeInTheDocument();
    const pay = calls.find((c) => c.path === PAY)!;
    expect(pay.body).toMatchObject({
      brandId: '11111111-1111-4111-8111-111111111111',
      cartId: CART,
      paymentMethodId: 'pm_sbx_42',
      returnUrl: `/alnile/payment-link/${CART}`,
    });
    expect(pay.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(sessionStorage.getItem(`sufra:payment-link:${CART}`)!)).toMatchObject({
      orderRef: 'pi_sbx_1',
      paymentVerified: true,
    });
  });

  it("the button reads 'Payment processing…' while busy; a declined card opens the modal with the server's text", async () => {
    let release: (a: Answer) => void = () => {};
    api({
      [INFO]: ok(linkInfo()),
      [PAY]: () => ({
        status: 402,
        body: { success: 0, message: 'Bank declined payment, please try again' },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'continue to payment' });
    // The frame answers late: the button shows the busy text meanwhile.
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    const pending = new Promise<Answer>((r) => {
      release = r;
    });
    frame.contentWindow!.addEventListener('message', () => {
      void pending.then(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'sufra-sandbox-card', paymentMethod: { id: 'pm_sbx_2' } },
            origin: window.location.origin,
            source: frame.contentWindow,
          }),
        ),
      );
    });
    await user.click(screen.getByRole('button', { name: 'continue to payment' }));
    expect(screen.getByRole('button', { name: 'Payment processing…' })).toBeDisabled();
    await act(async () => release({ body: null }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bank declined payment, please try again');
    // Behind the modal (hidden from assistive technology while it is open), the button is usable again.
    expect(screen.getByRole('button', { name: 'continue to payment', hidden: true })).toBeEnabled();
  });

  it('the card fields refusing the card show their text inline; nothing is charged', async () => {
    const calls = api({ [INFO]: ok(linkInfo()) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'continue to payment' });
    answerCardFrame({ type: 'sufra-sandbox-card-error', message: 'Your card number is incomplete.' });
    await user.click(screen.getByRole('button', { name: 'continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(calls.some((c) => c.path === PAY)).toBe(false);
  });

  it('LINK-06: 3-D Secure — the order ref is kept and the browser sent to the challenge', async () => {
    api({
      [INFO]: ok(linkInfo()),
      [PAY]: ok({
        gatewayData: {
          isVerified: false,
          fetchedLink: {
            transactionDetail: {
              id: 'pi_sbx_3ds',
              client_secret: null,
              redirectLink: '/api/v1/payments/sandbox/3ds/pi_sbx_3ds',
              status: 'REQUIRES_ACTION',
            },
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'continue to payment' });
    answerCardFrame({ type: 'sufra-sandbox-card', paymentMethod: { id: 'pm_sbx_3' } });
    await user.click(screen.getByRole('button', { name: 'continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/api/v1/payments/sandbox/3ds/pi_sbx_3ds'));
    expect(JSON.parse(sessionStorage.getItem(`sufra:payment-link:${CART}`)!)).toMatchObject({
      orderRef: 'pi_sbx_3ds',
    });
    expect(screen.getByRole('button', { name: 'Payment processing…' })).toBeDisabled();
  });

  it('LINK-05/LINK-06: back from 3-D Secure the payment is verified once, with the order ref, then the receipt', async () => {
    sessionStorage.setItem(
      `sufra:payment-link:${CART}`,
      JSON.stringify({ orderRef: 'pi_sbx_3ds', paymentVerified: false }),
    );
    let verified = false;
    const calls = api({
      [INFO]: () => ok(linkInfo(verified ? { paymentStatus: 'VERIFIED', updatedAt: PAID } : {})),
      [VERIFY]: () => {
        verified = true;
        return ok({ gatewayData: { isVerified: true } });
      },
    });
    renderPage(`/payment-link/${CART}?payment_intent=pi_sbx_3ds&redirect_status=succeeded`);
    expect(await screen.findByText('Payment completed')).toBeInTheDocument();
    const verifies = calls.filter((c) => c.path === VERIFY);
    expect(verifies).toHaveLength(1);
    expect(verifies[0]!.body).toMatchObject({ cartId: CART, paymentIntentId: 'pi_sbx_3ds' });
    expect(screen.getByTestId('path')).toHaveTextContent(`/payment-link/${CART}`);
    expect(JSON.parse(sessionStorage.getItem(`sufra:payment-link:${CART}`)!).paymentVerified).toBe(true);
  });

  it('LINK-05: with paymentVerified set, a reload of the return address does not verify again; no order ref, no verify', async () => {
    sessionStorage.setItem(
      `sufra:payment-link:${CART}`,
      JSON.stringify({ orderRef: 'pi_1', paymentVerified: true }),
    );
    const calls = api({ [INFO]: ok(linkInfo()) });
    renderPage(`/payment-link/${CART}?payment_intent=pi_1&redirect_status=succeeded`);
    await screen.findByRole('button', { name: 'continue to payment' });
    sessionStorage.clear();
    expect(calls.some((c) => c.path === VERIFY)).toBe(false);
  });

  it("LINK-01: an unknown link shows the error page with the brand's name and the server's text", async () => {
    api({ [INFO]: { status: 404, body: { success: 0, message: 'Invalid cart Id' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid cart Id');
    expect(screen.getByText('Al Nile Gourmet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'continue to payment' })).toBeNull();
  });

  it('LINK-02: a gateway that is not enabled is shown in a modal, and the link info is cleared', async () => {
    const text = 'The payment link gateway is not enabled, please contact the store';
    api({ [INFO]: { status: 400, body: { success: 0, message: text } } });
    renderPage();
    expect(await screen.findByRole('dialog')).toHaveTextContent(text);
    expect(screen.queryByText('Tax included')).toBeNull();
  });
});

describe('payment-link rules', () => {
  it('dates are DD-MM-YYYY in Dubai', () => {
    expect(formatLinkDate(CREATED)).toBe('05-03-2025');
    expect(formatLinkDate(Date.UTC(2024, 11, 31, 19, 59) / 1000)).toBe('31-12-2024');
    expect(formatLinkDate(Date.UTC(2024, 11, 31, 20, 0) / 1000)).toBe('01-01-2025');
  });
  it('the provider returns: card-elements and card-frames (paymentStatus or payment with cko-session-id)', () => {
    expect(readLinkReturn('?payment_intent=pi_1&redirect_status=succeeded')).toEqual({
      sessionId: 'pi_1',
      success: true,
    });
    expect(readLinkReturn('?payment_intent=pi_1&redirect_status=failed')).toEqual({
      sessionId: 'pi_1',
      success: false,
    });
    expect(readLinkReturn('?paymentStatus=success&cko-session-id=sid_1')).toEqual({
      sessionId: 'sid_1',
      success: true,
    });
    expect(readLinkReturn('?payment=failure&cko-session-id=sid_1')).toEqual({
      sessionId: 'sid_1',
      success: false,
    });
    expect(readLinkReturn('?paymentStatus=success')).toBeNull();
    expect(readLinkReturn('')).toBeNull();
  });
  it("LINK-03/§4.11: the wallet sheet — label 'Total', amount × 100 rounded, AE; an invalid amount has none", () => {
    expect(walletSheet(125.5)).toEqual({
      country: 'AE',
      currency: 'aed',
      total: { label: 'Total', amount: 12_550 },
    });
    expect(walletSheet(10.005)!.total.amount).toBe(1001);
    expect(walletSheet(0)).toBeNull();
    expect(walletSheet(Number.NaN)).toBeNull();
  });
});
