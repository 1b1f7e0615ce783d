import type {
  BrandSettingsData,
  CallData,
  DomainType,
  getBrandMenu,
  getStoresForPickup,
} from '@sufra/contract';

/**
 * What the server writes into a brand's page as `<script id="sufra-boot" type="application/json">`
 * (apps/api/src/modules/web/boot-data.ts; issue 6: no start-up waterfall): the brand settings of
 * 000 §7.2 with how the page was reached, and the data of the first screen — the brand menu
 * envelope (brand-based) or the pickup stores (outlet-based). `at` is the server's time of the
 * data, epoch milliseconds (the query cache's `updatedAt`).
 */
export interface BootData {
  at: number;
  settings: BrandSettingsData & { domainType: DomainType; basename: string };
  brandMenu?: { success: 1; data: CallData<typeof getBrandMenu> };
  pickupStores?: CallData<typeof getStoresForPickup>;
}

/** The page's boot data, or null when the page has none (or it cannot be read). Read once. */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById('sufra-boot')?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as BootData;
    return data && typeof data === 'object' && data.settings?.brand?._id ? data : null;
  } catch {
    return null;
  }
}
