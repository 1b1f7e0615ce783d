import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from './api-client.ts';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * Provides the app's API client (api-client.ts: bound to the brand, the customer's token and the
 * UI language) to the tree. Mounted by BrandProvider, with the client the app start made.
 */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The API client of this brand (api-client.ts), for api modules' hooks. Throws outside ApiProvider. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() outside ApiProvider');
  return client;
}
