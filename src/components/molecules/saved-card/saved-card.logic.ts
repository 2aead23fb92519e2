/** How a saved card is named on screen: its brand as people write it, and its last four digits. */

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
};

/** The provider's brand code ("amex") as its owner writes it ("American Express"); unknown as given. */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand;
}
