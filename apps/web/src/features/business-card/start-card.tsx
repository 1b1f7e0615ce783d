import type { CardSuffix } from '@sufra/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { ApiError } from '../../shared/api/client.ts';
import './business-card.css';
import { BusinessCardScreen } from './screens/business-card-screen.tsx';

/**
 * Card mode (000 §2.4 step 2; 002 §2.22): renders the business card of `card` into `root` with
 * its own query client, no brand resolved, no brand state. Loaded lazily by start-app only for a
 * business-card path, so the storefront's entry does not carry it. Client errors are not retried.
 */
export function startBusinessCard(root: Root, card: { slug: string; suffix: CardSuffix }): void {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  // The Arabic font for a customer who chose Arabic before (no brand theme runs in card mode).
  document.documentElement.classList.toggle('font-arabic', i18next.language === 'ar');
  root.render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <BusinessCardScreen card={card} />
      </Suspense>
    </QueryClientProvider>,
  );
}
