import { createContext, type ReactNode, useContext } from 'react';
import type { ResolvedBrand } from './resolve-brand.ts';

const BrandContext = createContext<ResolvedBrand | null>(null);

/** Provides the resolved brand to the tree. */
export function BrandProvider({ brand, children }: { brand: ResolvedBrand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The brand of this page load (000 §2.4). Throws outside the provider. */
export function useBrand(): ResolvedBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() outside BrandProvider');
  return brand;
}
