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
  loadsCar: true,
} as const;

/**
 * /personalised/finance?car_id={id} (site-wide §2): the finance application for one car — the
 * car (by id or slug) shown with its name, price and photo, and the form started from it
 * (vehiclePriceBudget, car_id, vin, car_type, preferredDealership) and from the signed-in
 * shopper's details; an unknown car gives the plain form with a short note, never a 404. Gated
 * by sign-in type `car-finance` where the site lists it.
 */
export const loader = financePageLoader(KIND);
export const action = financePageAction(KIND);
export const meta = financePageMeta;
export const links = financeLinks;
export default FinancePage;
