/** The trade-in FAQ accordion's questions (site-wide §2 "Trade-in FAQ accordion"). */
export interface TradeInFaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The questions shown under the trade-in form. */
export const TRADE_IN_FAQ: readonly TradeInFaqItem[] = [
  {
    id: 'how-valued',
    question: 'How is my online offer worked out?',
    answer:
      'We start from the make and age of your vehicle, then adjust for its kilometres and the condition answers you give. The offer is subject to an inspection of the vehicle when you bring it in.',
  },
  {
    id: 'no-estimate',
    question: 'Why did I not get an online estimate?',
    answer:
      'Vehicles over 7 years old or with more than 100,000 km need a closer look, so we do not value them online. Send us your details and our team will contact you with a valuation.',
  },
  {
    id: 'accepting',
    question: 'What happens when I accept the offer?',
    answer:
      'Our team contacts you the way you prefer to arrange an inspection. If the vehicle matches your answers, the offer stands and comes off the price of your next car.',
  },
  {
    id: 'finance-owing',
    question: 'Can I trade in a vehicle with finance owing?',
    answer:
      'Yes. We can pay out the remaining finance and take it off the trade-in value. Tell us you need finance and we can help with your next car too.',
  },
];
