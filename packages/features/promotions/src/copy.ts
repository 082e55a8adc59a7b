/** The /online-payment page's texts (site-wide §2 /online-payment). */
export const PAYMENT_COPY = {
  heading: 'Make a payment',
  intro: (dealer: string) =>
    `Pay ${dealer} securely online: a vehicle deposit, a service invoice or the balance of your purchase.`,
  detailsLegend: 'What are you paying?',
  purpose: 'Payment for',
  choosePurpose: 'Choose one',
  reference: 'Invoice or stock number',
  referenceHelp: 'As shown on your invoice or the vehicle, e.g. INV-1042 or STK12345.',
  amount: 'Amount (AUD)',
  amountHelp: (max: string) => `Up to ${max} online.`,
  dealership: 'Dealership',
  chooseDealership: 'Choose a dealership',
  cardLegend: 'Card (test payments)',
  testNotice:
    'This is a test payment form: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline, or 4000 0000 0000 3220 for a card check; any future expiry and any CVC.',
  button: 'Pay now',
  declinedHeading: 'Your payment did not go through',
  challengeHeading: 'Confirm your payment',
  challengeText: (amount: string) =>
    `Your card issuer asks you to confirm the payment of ${amount}. (Test card check: confirm to pay, or cancel.)`,
  challengeConfirm: 'Confirm payment',
  challengeCancel: 'Cancel payment',
  receiptHeading: 'Payment received',
  receiptText: (dealer: string) =>
    `Thank you. ${dealer} has your payment and will be in touch if anything else is needed.`,
  receiptAmount: 'Amount',
  receiptFor: 'Payment for',
  receiptReference: 'Reference',
  receiptDate: 'Date',
  receiptId: 'Payment ID',
  receiptDealership: 'Paid to',
  another: 'Make another payment',
  stripeUnavailable: 'Card payments are not set up on this site yet. Please call us to pay.',
} as const;

/** The /spin-to-win page's texts (site-wide §2 /spin-to-win). */
export const SPIN_COPY = {
  prizesHeading: 'Prizes',
  termsHeading: 'Terms',
  runs: (from: string, to: string) => `Runs from ${from} to ${to}.`,
  entryLegend: 'Your details',
  entryHelp: 'We use these to send you your prize. One spin per person.',
  name: 'First name',
  email: 'Email',
  phone: 'Mobile number',
  spin: 'Spin the wheel',
  spinning: 'Spinning…',
  resultHeading: 'You won!',
  result: (prize: string) => `You won: ${prize}.`,
  already: 'You have already had your spin. Here is your prize.',
  prizeTerms: 'Prize terms',
  ended: 'This promotion has ended.',
  endedText: 'Thanks for your interest. Keep an eye out for our next promotion.',
  upcoming: (from: string) => `This promotion starts on ${from}.`,
  wheelLabel: 'Prize wheel',
  contactUs: 'Our team will contact you to arrange your prize.',
} as const;

/** A date as the shopper reads it: `25 November 2026` (Brisbane time, the demo dealers'). */
export function longDate(iso: string, timeZone = 'Australia/Brisbane'): string {
  return new Date(iso).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
}

/** A date and time as the shopper reads it: `25 November 2026, 9:15 am`. */
export function longDateTime(iso: string, timeZone = 'Australia/Brisbane'): string {
  return new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}
