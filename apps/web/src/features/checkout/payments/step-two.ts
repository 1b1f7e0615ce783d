import {
  autoSelectPayment,
  checkoutPaymentOptions,
  type IntegrationLike,
  type PaymentOption,
  type PaymentProviderChoice,
  resolvePaymentProvider,
} from '@sufra/contract';
import { getPaymentSelection } from './payment-selection.ts';

/**
 * Checkout step 2's payment rules (001 §4.7–§4.8, §5.4), loaded when the customer reaches step 2
 * (so the checkout's first screen stays within decision 0021's ceiling).
 */

/** The brand's card provider and the payment options listed for the service (PAY-08, PAY-09). */
export interface PaymentChoices {
  provider: PaymentProviderChoice;
  options: PaymentOption[];
}

/**
 * The card provider of the brand's integrations (resolvePaymentProvider) and the store's options
 * for the service (checkoutPaymentOptions: CREDIT_CARD first, hidden with no gateway, never
 * PAY_LATER). Pure.
 */
export function paymentChoices(
  integrations: readonly IntegrationLike[],
  storeOptions: readonly PaymentOption[],
  serviceType: 'PICKUP' | 'DELIVERY',
): PaymentChoices {
  const provider = resolvePaymentProvider(integrations);
  return { provider, options: checkoutPaymentOptions(storeOptions, serviceType, provider) };
}

/**
 * paymentChoices for `store`'s options of the service (`forDelivery`: its delivery
 * `paymentOptions`, else its `pickupPaymentOptions`). Pure.
 */
export function storePaymentChoices(
  integrations: readonly IntegrationLike[],
  store: { paymentOptions: readonly PaymentOption[]; pickupPaymentOptions: readonly PaymentOption[] },
  forDelivery: boolean,
): PaymentChoices {
  return paymentChoices(
    integrations,
    forDelivery ? store.paymentOptions : store.pickupPaymentOptions,
    forDelivery ? 'DELIVERY' : 'PICKUP',
  );
}

/**
 * Chooses a payment option (001 §4.8, PAY-07): the cards and the card type reset, the option set
 * (`setPaymentId`), and for CREDIT_CARD the card type of 001 §4.7 (PAY-02: fetch the saved cards,
 * or a new card for the hosted page; none yet for the hosted iframe). Null clears the choice.
 */
export function choosePayment(
  provider: PaymentProviderChoice,
  option: PaymentOption | null,
  setPaymentId: (id: string | null) => void,
): void {
  const selection = getPaymentSelection();
  selection.reset();
  setPaymentId(option?._id ?? null);
  if (option?.paymentType !== 'CREDIT_CARD') return;
  const auto = autoSelectPayment(provider, [option], 0);
  if (auto?.type) selection.setType(auto.type);
}

/**
 * Entering step 2 (001 §4.8, PAY-06): the cards, the method and type and the hosted-iframe
 * window reset; then the credit-card option is pre-selected when the store offers it and a card
 * gateway is active (001 §4.7, PAY-01/02), else nothing is.
 */
export function enterStepTwo(choices: PaymentChoices, setPaymentId: (id: string | null) => void): void {
  choosePayment(
    choices.provider,
    autoSelectPayment(choices.provider, choices.options, 0)?.option ?? null,
    setPaymentId,
  );
}
