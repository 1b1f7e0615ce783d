import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import type { ApiClient } from '../shared/api/api-client.ts';
import { BrandProvider } from '../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../shared/brand/resolve-brand.ts';
import { type ItemDialogProps, ItemDialogProvider } from '../shared/item-dialog/item-dialog-slot.tsx';
import { AppRoutes, BlacklistCheck } from './router.tsx';

const ItemDialogModal = lazy(() => import('./item-dialog.tsx').then((m) => ({ default: m.ItemDialog })));

/**
 * The item dialog, whose code (the modal and the item feature) loads when an item is first opened
 * (issue 6: the modal chunk is not loaded by a home that does not show it).
 */
function ItemDialog(props: ItemDialogProps) {
  if (!props.item) return null;
  return (
    <Suspense fallback={null}>
      <ItemDialogModal {...props} />
    </Suspense>
  );
}

/**
 * The app of one brand: query client, brand context with the API client bound to the brand (`api`,
 * made by the app start), and the router with the brand's basename (000 §2.1) and the route set
 * of its catalogue type (000 §2.2).
 */
export function App({
  brand,
  api,
  queryClient,
}: {
  brand: ResolvedBrand;
  api: ApiClient;
  queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrandProvider brand={brand} api={api}>
          {/* The menu screens open items through this slot (decision 0012). */}
          <ItemDialogProvider dialog={ItemDialog}>
            <Suspense fallback={null}>
              <BrowserRouter basename={brand.basename || '/'}>
                <AppRoutes brand={brand} />
                <BlacklistCheck />
              </BrowserRouter>
            </Suspense>
          </ItemDialogProvider>
        </BrandProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
