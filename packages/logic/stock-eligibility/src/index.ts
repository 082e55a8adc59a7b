export { type CarStatus, IN_STOCK_STATUSES, isInStock } from './in-stock.ts';
