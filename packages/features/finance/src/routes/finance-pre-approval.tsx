import { financeLinks } from '../finance-links.ts';
import {
  FinancePage,
  financePageAction,
  financePageLoader,
  financePageMeta,
} from '../finance-page.tsx';

const KIND = {
  heading: 'Finance Pre-Approval',
  intro:
    'Get pre-approved before you choose: send us your details and our finance team will contact you.',
  gate: 'finance',
  budgetFinder: false,
} as const;

/**
 * /finance-pre-approval (site-wide §2, footer Buyer Tools): the finance application form and the
 * finance steps, sent as a finance lead; gated like /finance.
 */
export const loader = financePageLoader(KIND);
export const action = financePageAction(KIND);
export const meta = financePageMeta;
export const links = financeLinks;
export default FinancePage;
