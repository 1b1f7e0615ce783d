import type { ServiceType } from '@sufra/contract';

/**
 * Where the popup variant of the code verification goes on success (002 §2.12): to
 * /store/store-detail when the service is delivery with a selected store and area, or pickup with
 * a selected store; otherwise to '/'. `paths` are the storefront's (the caller adds the prefix).
 */
export function popupSignInTarget(
  settings: { serviceType: ServiceType | null; selectedStoreId: string | null; hasArea: boolean },
  paths: { storeDetail: string; home: string },
): string {
  const { serviceType, selectedStoreId, hasArea } = settings;
  if (serviceType === 'DELIVERY' && selectedStoreId && hasArea) return paths.storeDetail;
  if (serviceType === 'PICKUP' && selectedStoreId) return paths.storeDetail;
  return paths.home;
}
