/** The checkout's fields, by the end of the platform's field path, in the buyer's words. */
const FIELD_SENTENCES: [RegExp, string][] = [
  [/session$/, 'This checkout link is not valid. Go back to the store and check out again.'],
  [/email$/i, 'Enter an email address, such as name@example.com.'],
  [/subdivision$/, 'Choose the state or province from the list.'],
  [/country$/, 'Choose the country from the list.'],
  [/postalCode$/, 'Check the postal code.'],
  [/(firstName|lastName)$/, 'Enter the first and last name of who receives the order.'],
  [/city$/, 'Enter the city.'],
  [/addressLine$/, 'Enter the street and number.'],
  [/phone$/, 'Check the phone number.'],
  [/card\.number$/, 'Check the card number.'],
  [/card\.expiry(Month|Year)$/, 'Check the expiry date: month and year, as MM/YY.'],
  [/card\.cvc$/, 'Check the security code (CVC): the 3 or 4 digits on the card.'],
  [/couponCode$/, 'Check the coupon code.'],
  [/selectedShippingOption/, 'Choose one of the delivery options.'],
];

export const sentenceForCheckoutField = (field: string): string | undefined =>
  FIELD_SENTENCES.find(([pattern]) => pattern.test(field))?.[1];
