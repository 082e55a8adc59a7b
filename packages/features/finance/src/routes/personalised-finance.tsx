import { financeLinks } from '../finance-links.ts';
import {
  FinancePage,
  financePageAction,
  financePageLoader,
  financePageMeta,
} from '../finance-page.tsx';

const KIND = {
  heading: 'Your Finance Application',
  intro: 'Finance for the vehicle you chose, with your details filled in.',
  gate: 'car-finance',
  budgetFinder: false,
} as const;

/**
 * /personalised/finance?car_id={id} (site-wide §2): the finance application for one car, the
 * signed-in shopper's details filled in; gated by sign-in type `car-finance` where the site
 * lists it.
 */
export const loader = financePageLoader(KIND);
export const action = financePageAction(KIND);
export const meta = financePageMeta;
export const links = financeLinks;
export default FinancePage;
