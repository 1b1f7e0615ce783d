import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../api/api-provider.tsx';
import { getOrderSettings } from '../../order-settings/order-settings-state.ts';
import { brandDeliveryAreasQuery } from '../api/area-calls.ts';
import { clearsDeliveryChoice } from '../area-rules.ts';
import { clearDeliveryChoice } from '../delivery-choice.ts';

/**
 * The brand's shipping method and delivery places (delivery-method/get-brand-delivery-areas, one
 * request for the delivery home and the area picker), and ADDR-20 (001 §4.2): when the loaded
 * method differs from the one the current choice was made under, the delivery address — with its
 * zone and store — is cleared. Not asked while `enabled` is false.
 */
export function useBrandDeliveryAreas(enabled = true) {
  const query = useQuery({ ...brandDeliveryAreasQuery(useApi()), enabled });
  const method = query.data?.deliveryMethod ?? null;
  useEffect(() => {
    if (method && clearsDeliveryChoice(getOrderSettings().delivery.zone, method)) clearDeliveryChoice();
  }, [method]);
  return query;
}
