/**
 * The API's answers (AED) as pricing rules (fils): the mapping lives in packages/pricing
 * (from-contract.ts), shared with the browser↔server property test of issue 7; these are the
 * names the web reads it by.
 */
export {
  discountRuleFromContract as toDiscountRule,
  finiteAedToFils as aedToFils,
  loyaltyRuleFromContract as toLoyaltyRule,
  tipChoiceFromContract as toTipChoice,
  usesFromContract as usesByCustomer,
  waiverRuleFromContract as toWaiverRule,
} from '@sufra/pricing';
