import uiKitStylesUrl from '@forecourt/ui-kit/styles.css?url';
import type { LinkDescriptor } from 'react-router';
import financeStylesUrl from './finance.css?url';

/**
 * The stylesheets the finance pages and widgets need (ui-kit's and this package's): the route
 * modules here, or a home page showing `BudgetFinder`, export `links = financeLinks`.
 */
export function financeLinks(): LinkDescriptor[] {
  return [
    { rel: 'stylesheet', href: uiKitStylesUrl },
    { rel: 'stylesheet', href: financeStylesUrl },
  ];
}
