import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../../public/locales/ar/auth.json';
import en from '../../../../public/locales/en/auth.json';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { ApiProvider } from '../../../shared/api/api-provider.tsx';
import { BrandProvider } from '../../../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../../../shared/brand/resolve-brand.ts';
import { myDataFileName } from '../lib/save-json-file.ts';
import { MyDataRows } from './my-data-rows.tsx';

// @testing-library/react is not installed in this repo: a minimal render with react-dom + act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const brand = {
  brand: { _id: 'b1', catalogueType: 'BRAND_BASED_CATALOGUE', brandName: 'Burgerato Grill', brandNameAR: '' },
  setting: { brandLogoFirst: null },
} as unknown as ResolvedBrand;
let root: Root | null = null;
let host: HTMLElement;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['auth'],
    defaultNS: 'auth',
    resources: { en: { auth: en }, ar: { auth: ar } },
  });
});
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  vi.restoreAllMocks();
});

/** A fake API client answering by path: `answers[path]` (a value, or an Error to throw). */
function fakeApi(answers: Record<string, unknown[]>) {
  const calls: Array<[string, unknown]> = [];
  const api: ApiClient = {
    brandId: 'b1',
    token: () => 't',
    language: () => 'EN',
    call: (async (route: { path: string }, body: unknown) => {
      calls.push([route.path, body]);
      const next = answers[route.path]?.shift();
      if (next instanceof Error) throw next;
      return next;
    }) as ApiClient['call'],
  };
  return { api, calls };
}

const tick = () => act(async () => void (await new Promise((r) => setTimeout(r, 30))));
/** Waits (up to 3 s) for the dialog: the Modal loads its code when it first opens. */
async function dialogShown(): Promise<HTMLElement> {
  for (let i = 0; i < 100; i++) {
    const dialog = document.body.querySelector<HTMLElement>('[role="dialog"]');
    if (dialog) return dialog;
    await tick();
  }
  throw new Error('no dialog');
}

async function renderRows(api: ApiClient, walletBalance: number | null, onDeleted = () => {}) {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <QueryClientProvider client={new QueryClient()}>
        <BrandProvider brand={brand}>
          {/* Inside BrandProvider, which mounts the app's own client. */}
          <ApiProvider client={api}>
            <ul>
              <MyDataRows walletBalance={walletBalance} onDeleted={onDeleted} />
            </ul>
          </ApiProvider>
        </BrandProvider>
      </QueryClientProvider>,
    ),
  );
}
const button = (text: string) =>
  [...document.body.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(text))!;
const typeCode = async (code: string) => {
  const input = document.body.querySelector<HTMLInputElement>('#delete-account-code')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

describe('myDataFileName (issue 19)', () => {
  it('is <brand slug>-my-data-<UTC date>.json', () => {
    const now = new Date('2026-11-28T23:30:00Z');
    expect(myDataFileName('Burgerato Grill', now)).toBe('burgerato-grill-my-data-2026-11-28.json');
    expect(myDataFileName('برجراتو', now)).toBe('brand-my-data-2026-11-28.json');
  });
});

describe("User Settings: the customer's data (issue 19, 002 §2.14)", () => {
  it('English: Download my data saves the answer as a JSON file through a download link', async () => {
    await act(async () => void (await i18next.changeLanguage('en')));
    const data = { profile: { phoneNumber: '+971501234567' }, orders: [{ orderNumber: 'BG-00001' }] };
    const { api, calls } = fakeApi({ 'user/export-my-data': [data] });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // The link's click is caught before jsdom would follow it.
    const clicked: HTMLAnchorElement[] = [];
    const catchLink = (e: Event) => {
      if (!(e.target instanceof HTMLAnchorElement)) return;
      clicked.push(e.target);
      e.preventDefault();
    };
    document.addEventListener('click', catchLink, true);
    await renderRows(api, 25);
    expect(button('Download my data')).toBeTruthy();
    expect(button('Delete my account')).toBeTruthy();
    await act(async () => button('Download my data').click());
    await tick();
    expect(calls).toEqual([['user/export-my-data', {}]]);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/^burgerato-grill-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(data);
    document.removeEventListener('click', catchLink, true);
  });

  it('English: the dialog warns of the wallet in AED, sends the code, refuses a wrong one, then deletes', async () => {
    await act(async () => void (await i18next.changeLanguage('en')));
    const refusal = new Error('Invalid verification code');
    const { api, calls } = fakeApi({
      'user/delete-account': [
        {
          codeSent: true,
          maskedPhoneNumber: '+971*******567',
          resendAfterSeconds: 30,
          expiresInSeconds: 600,
        },
        refusal,
        { deleted: true },
      ],
    });
    const onDeleted = vi.fn();
    await renderRows(api, 25, onDeleted);
    await act(async () => button('Delete my account').click());
    const dialog = await dialogShown();
    expect(dialog).toHaveTextContent('Delete your account?');
    expect(dialog).toHaveTextContent('Your wallet balance of \u2068AED 25.00\u2069 will be forfeited.');
    expect(dialog).toHaveTextContent('You cannot undo this action');
    await act(async () => button('Send Code').click());
    await tick();
    expect(dialog).toHaveTextContent('To confirm, enter the code we sent to +971*******567');
    expect(dialog.querySelector('bdi[dir="ltr"]')).toHaveTextContent('+971*******567');
    await typeCode('١٢٣٤');
    expect(document.body.querySelector<HTMLInputElement>('#delete-account-code')!.value).toBe('1234');
    const confirm = () =>
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete my account')!;
    await act(async () => confirm().click());
    await tick();
    expect(document.body.querySelector('[role="alert"]')).toHaveTextContent('Invalid verification code');
    expect(onDeleted).not.toHaveBeenCalled();
    await typeCode('4321');
    await act(async () => confirm().click());
    await tick();
    expect(calls).toEqual([
      ['user/delete-account', {}],
      ['user/delete-account', { code: '1234' }],
      ['user/delete-account', { code: '4321' }],
    ]);
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('Arabic: the rows and the dialog read Arabic; the amount comes before AED, isolated; no wallet line at 0', async () => {
    await act(async () => void (await i18next.changeLanguage('ar')));
    const { api } = fakeApi({});
    await renderRows(api, 12.5);
    expect(button('تنزيل بياناتي')).toBeTruthy();
    await act(async () => button('حذف حسابي').click());
    const dialog = await dialogShown();
    expect(dialog).toHaveTextContent('هل تريد حذف حسابك؟');
    expect(dialog).toHaveTextContent('\u206812.50 AED\u2069');
    expect(dialog).toHaveTextContent('لا يمكنك التراجع عن هذا الإجراء');
    act(() => root?.unmount());
    host.remove();
    await renderRows(api, 0);
    await act(async () => button('حذف حسابي').click());
    expect(await dialogShown()).not.toHaveTextContent('AED');
  });
});
