/**
 * Test helper of the dine-in screens (issue 18): a screen rendered as the app does — the query
 * client seeded with the table's tab and the dine-in menu (parsed with the contract), the brand,
 * the notifications and a memory router at `entries` (with navigation state) — and a probe of the
 * location (`getByTestId('location')`: pathname and search).
 */
import type { Store, TableState } from '@sufra/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type InitialEntry, MemoryRouter, useLocation } from 'react-router';
import { BrandProvider } from '../../../shared/brand/brand-context.tsx';
import { aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { NotificationHost } from '../../../shared/ui/notifications.tsx';
import { DINE_IN_OPTIONS } from './test-fixtures.ts';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The store s1 (the web's store fixture) with the demo's dine-in options (parsed with the contract). */
export function aDineInStore(overrides: Partial<Store> = {}): Store {
  return aStore({ dineInPaymentOptions: DINE_IN_OPTIONS, ...overrides });
}

/** Renders `ui` at `entries` with the table's tab of table 5 (`table`, or none) and the store's dine-in menu. */
export function renderDineIn(
  ui: ReactNode,
  { entries, table, store = aDineInStore() }: { entries: InitialEntry[]; table?: TableState; store?: Store },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (table) queryClient.setQueryData(['table', 'b1', 's1', 5], table);
  queryClient.setQueryData(['dine-in-menu', 'b1', 's1'], {
    storeMenu: { _id: 'm1', categories: [] },
    storeInfo: store,
  });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <BrandProvider brand={aBrand()}>
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            {ui}
            <LocationProbe />
            <NotificationHost />
          </MemoryRouter>
        </BrandProvider>
      </QueryClientProvider>,
    ),
  };
}
