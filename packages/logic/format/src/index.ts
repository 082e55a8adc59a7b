export { formatCurrency } from './currency.ts';
