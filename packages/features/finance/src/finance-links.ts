import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import type { LinkDescriptor } from 'react-router';

/**
 * The stylesheets the finance pages and widgets need (ui-kit's and this package's): the route
 * modules here, or a home page showing `BudgetFinder`, export `links = financeLinks`.
 */
export function financeLinks(): LinkDescriptor[] {
  return stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/finance/finance.css');
}
