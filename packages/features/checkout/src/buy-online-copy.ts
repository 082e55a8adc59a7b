/**
 * Buy online's texts (vehicle-stock §2 /checkout-journey). The spec names the
 * steps (contact, trade-in, finance or cash, delivery or pick-up, summary, deposit); the wording
 * is ours.
 */
export const BUY_ONLINE_COPY = {
  heading: 'Buy this car online',
  stepsLabel: 'Steps to buy',
  steps: {
    contact: 'Your details',
    trade_in: 'Trade-in',
    payment: 'Finance or cash',
    delivery: 'Delivery or pick-up',
    summary: 'Summary',
    deposit: 'Deposit',
  },
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  continue: 'Save and continue',
  edit: 'Change',
  tradeInLegend: 'Do you have a car to trade in?',
  tradeInSkip: 'No trade-in',
  tradeInValue: 'Yes, value my car',
  tradeInDetails: 'Your car',
  conditionLegend: 'Its condition',
  tradeInOffer: (offer: string) => `Our offer for your car: ${offer}.`,
  tradeInNoEstimate:
    'We cannot value this car online (over 7 years or 100,000 km); the dealer will contact you with an offer.',
  paymentLegend: 'How will you pay?',
  paymentCash: 'Cash (pay the balance on collection or delivery)',
  paymentFinance: 'Finance',
  /** The car's one estimate and the basis it was worked out on (site-wide §9). */
  financeEstimate: (
    weekly: string,
    monthly: string,
    basis: { rate: number; years: number; deposit: string; balloon: string | null },
  ) =>
    `Estimated repayments: ${weekly} a week (${monthly} a month) at ${basis.rate}% a year over ${basis.years} years, with a ${basis.deposit} deposit${basis.balloon ? ` and a ${basis.balloon} final payment` : ''}. A guide only, not a loan offer.`,
  /** Too little to finance for a repayment worth quoting (site-wide §9: at or below $25). */
  financeEnquire: 'Enquire for Finance: the dealer will talk you through finance for this car.',
  /** Only when the server says the Finance Enquiry lead was sent. */
  financeSent: 'Your finance enquiry has been sent to the dealer.',
  deliveryLegend: 'Delivery or pick-up?',
  deliveryPickup: 'Pick up from the dealer',
  deliveryDelivery: 'Deliver to my postcode',
  postcodeLabel: 'Delivery postcode',
  pickupAt: (location: string) => `Pick up from ${location}.`,
  deliveryTo: (place: string, price: string) => `Delivery to ${place}: ${price}.`,
  summaryRows: {
    car_price: 'Car price',
    trade_in_offer: 'Trade-in offer',
    delivery_price: 'Delivery',
    amount_to_pay: 'Amount to pay',
    deposit: 'Deposit today (refundable)',
    balance: 'Balance after the deposit',
  },
  summaryConfirm: 'Confirm and pay the deposit',
  depositIntro: (deposit: string, hours: number) =>
    `Pay a ${deposit} refundable deposit and we hold the car for you for ${hours} hours while the dealer completes your order.`,
  completeHeading: 'Your order is placed',
  completeText: (car: string) =>
    `Thank you. The ${car} is held for you and the dealer has your order; they will contact you to finish the purchase.`,
  unavailable: 'This car cannot be bought online: it is reserved, sold or has no price.',
  cookiesNeeded: 'Please allow cookies so we can save your progress, then reload this page.',
} as const;
