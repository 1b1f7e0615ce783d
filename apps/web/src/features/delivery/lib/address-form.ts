import { addressFieldsSchema } from '@sufra/contract';
import type { z } from 'zod';

/**
 * The add-address form (001 §2.4, §5.2; ADDR-01, ADDR-02): the contract's address fields the
 * customer types — Full Address (required, at least 5 characters once trimmed: 'Please enter full
 * address' / 'Minimum length for the full address is five characters.'), Apartment No., Building
 * Name, Floor number and the label Home | Office | Other ('Please select address type'). The
 * server checks the same rules (user/add-user-address). A refusal's message is its catalogue
 * code (issue 16: the screen writes it in the UI language).
 */
export const addressFormSchema = addressFieldsSchema.pick({
  address: true,
  addressType: true,
  apartmentNo: true,
  building: true,
  floor: true,
});

/** What the form holds (before the schema trims and fills defaults). */
export type AddressFormInput = z.input<typeof addressFormSchema>;
/** What the schema gives back. */
export type AddressFormValues = z.output<typeof addressFormSchema>;
