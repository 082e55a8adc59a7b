// The app gives each package stylesheet its URL (Vite's `?url`) and registers it, so the
// packages' `links` helpers (here `financeLinks()`) can point at it; the packages themselves
// publish plain `.css` exports and no bundler-only imports.
import financeCss from '@forecourt/finance/finance.css?url';
import uiKitCss from '@forecourt/ui-kit/styles.css?url';
import { registerStylesheets } from '@forecourt/ui-kit/stylesheets';

registerStylesheets({
  '@forecourt/finance/finance.css': financeCss,
  '@forecourt/ui-kit/styles.css': uiKitCss,
});
