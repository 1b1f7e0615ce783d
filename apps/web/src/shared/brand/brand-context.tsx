import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ApiClient, createApiClient } from '../api/api-client.ts';
import { ApiProvider } from '../api/api-provider.tsx';
import { uiApiLanguage } from '../i18n/api-language.ts';
import { getSession } from '../session/session-state.ts';
import type { ResolvedBrand } from './resolve-brand.ts';

const BrandContext = createContext<ResolvedBrand | null>(null);

/** The current brand's session token, or null for a guest (or before the brand's state exists). */
function currentToken(): string | null {
  try {
    return getSession().token;
  } catch {
    return null;
  }
}

/**
 * Provides the resolved brand to the tree, with the brand's API client (api-provider.tsx): `api`
 * when given (the app start's client, app.tsx), else one bound to the brand, the current
 * session's token and the UI language (issue 16: screens reach the API through useApi()).
 */
export function BrandProvider({
  brand,
  api,
  children,
}: {
  brand: ResolvedBrand;
  api?: ApiClient;
  children: ReactNode;
}) {
  const brandId = brand.brand._id;
  const client = useMemo(
    () => api ?? createApiClient({ brandId, token: currentToken, language: uiApiLanguage }),
    [api, brandId],
  );
  return (
    <BrandContext.Provider value={brand}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </BrandContext.Provider>
  );
}

/** The brand of this page load (000 §2.4). Throws outside the provider. */
export function useBrand(): ResolvedBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() outside BrandProvider');
  return brand;
}
