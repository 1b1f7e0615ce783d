import { z } from 'zod';
import { itemSchema } from '../menu/menu.ts';

/** `data` of both item-detail calls: `{ itemInfo, isMenuActive, availableStock, isOutOfStock, isStockEnabled }` (000 §3 Item detail wrapper). */
export const itemDetailDataSchema = z.object({
  itemInfo: itemSchema,
  isMenuActive: z.boolean(),
  availableStock: z.number().int(),
  isOutOfStock: z.boolean(),
  isStockEnabled: z.boolean(),
});
export type ItemDetailData = z.infer<typeof itemDetailDataSchema>;
