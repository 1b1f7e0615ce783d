import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { BrandProvider } from '../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../shared/brand/resolve-brand.ts';
import { createAppRouter } from './router.tsx';

/** The app of one brand: query client, brand context and the route set of its catalogue type (000 §2.2). */
export function App({ brand, queryClient }: { brand: ResolvedBrand; queryClient: QueryClient }) {
  const router = useMemo(() => createAppRouter(brand), [brand]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrandProvider brand={brand}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </BrandProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
