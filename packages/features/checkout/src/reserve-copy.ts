/** A deposit in whole cents as the shopper reads it: `$200` (vehicle-stock §9). */
export function depositText(cents: number): string {
  return (cents / 100).toLocaleString('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** The reserve page's texts (vehicle-stock §2 Reserve Online, §9: $200, 48 hours, 100% refundable). */
export const RESERVE_COPY = {
  heading: 'Reserve this car',
  hold: (deposit: string, hours: number) =>
    `Reserve this vehicle for ${hours} hours with a refundable deposit of ${deposit}.`,
  refundable: 'Your deposit is 100% refundable.',
  button: (deposit: string) => `Reserve for ${deposit}`,
  contactLegend: 'Your details',
  cardLegend: 'Card (test payments)',
  testNotice:
    'This is a test payment form: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline, or 4000 0000 0000 3220 for a card check; any future expiry and any CVC.',
  declinedHeading: 'Your payment did not go through',
  challengeHeading: 'Confirm your payment',
  challengeText: (deposit: string) =>
    `Your card issuer asks you to confirm the ${deposit} deposit. (Test card check: confirm to pay, or cancel.)`,
  challengeConfirm: 'Confirm payment',
  challengeCancel: 'Cancel payment',
  confirmedHeading: 'Your car is reserved',
  confirmedText: (car: string, until: string, deposit: string) =>
    `We are holding the ${car} for you until ${until}. Your ${deposit} deposit is 100% refundable.`,
  unavailableHeading: 'This car cannot be reserved',
  unavailableText: 'Someone has already reserved this car, or it is no longer for sale.',
  backToCar: 'Back to the car',
  browseStock: 'Browse more cars',
} as const;

/** When a hold ends, in the site's words: `Friday 27 November, 6:15 pm`. */
export function holdUntilText(iso: string, timeZone = 'Australia/Brisbane'): string {
  return new Date(iso).toLocaleString('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}
