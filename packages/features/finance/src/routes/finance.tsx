import { financeLinks } from '../finance-links.ts';
import {
  FinancePage,
  financePageAction,
  financePageLoader,
  financePageMeta,
} from '../finance-page.tsx';

const KIND = {
  heading: 'Finance',
  intro:
    'Apply for finance on your next vehicle: send us your details and our finance team will contact you.',
  gate: 'finance',
  budgetFinder: true,
} as const;

/**
 * The finance page (vehicle-stock §2: /finance, /finance-enquiry or /apply-for-finance, the
 * site's `finance.path`): the application form at `#finance-form`, pre-filled from
 * preferredDealership, vehiclePriceBudget, car_id, car_type and vin; the finance steps list and
 * the budget finder (site-wide §2). Gated by sign-in type `finance` where the site lists it.
 */
export const loader = financePageLoader(KIND);
export const action = financePageAction(KIND);
export const meta = financePageMeta;
export const links = financeLinks;
export default FinancePage;
