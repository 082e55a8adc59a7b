// The URLs of the packages' stylesheets, for the route modules' `links`. Packages publish plain
// `.css` exports (no bundler-only imports in their output); the app's bundler gives each one its
// URL here, once, before anything renders (@forecourt/ui-kit/stylesheets).
import accountsCss from '@forecourt/accounts/accounts.css?url';
import checkoutCss from '@forecourt/checkout/checkout.css?url';
import favouritesCss from '@forecourt/favourites/favourites.css?url';
import financeCss from '@forecourt/finance/finance.css?url';
import locationsCss from '@forecourt/locations/locations.css?url';
import offersCss from '@forecourt/offers/offers.css?url';
import promotionsCss from '@forecourt/promotions/promotions.css?url';
import reviewsCss from '@forecourt/reviews/reviews.css?url';
import searchCss from '@forecourt/search/search.css?url';
import shellCss from '@forecourt/site-shell/shell.css?url';
import tradeInCss from '@forecourt/trade-in/trade-in.css?url';
import uiKitCss from '@forecourt/ui-kit/styles.css?url';
import { registerStylesheets } from '@forecourt/ui-kit/stylesheets';
import printCss from '@forecourt/vdp/print.css?url';
import vdpCss from '@forecourt/vdp/vdp.css?url';

registerStylesheets({
  '@forecourt/accounts/accounts.css': accountsCss,
  '@forecourt/checkout/checkout.css': checkoutCss,
  '@forecourt/favourites/favourites.css': favouritesCss,
  '@forecourt/finance/finance.css': financeCss,
  '@forecourt/locations/locations.css': locationsCss,
  '@forecourt/offers/offers.css': offersCss,
  '@forecourt/promotions/promotions.css': promotionsCss,
  '@forecourt/reviews/reviews.css': reviewsCss,
  '@forecourt/search/search.css': searchCss,
  '@forecourt/site-shell/shell.css': shellCss,
  '@forecourt/trade-in/trade-in.css': tradeInCss,
  '@forecourt/ui-kit/styles.css': uiKitCss,
  '@forecourt/vdp/print.css': printCss,
  '@forecourt/vdp/vdp.css': vdpCss,
});
