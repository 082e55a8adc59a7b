import { lazySection } from '../lazy-section.tsx';

/**
 * The vehicle page's below-the-fold sections, out of its first-load JavaScript: each
 * renders in full on the server and loads its code when scrolled near, used or on the first
 * router update (see `lazySection`).
 */
export const LazyDetails = lazySection(
  'details',
  () => import('./DetailsSection.tsx').then((module) => module.DetailsSection),
  600,
);
export const LazyFinance = lazySection(
  'finance',
  () => import('./FinanceSection.tsx').then((module) => module.FinanceSection),
  480,
);
export const LazyTools = lazySection('tools', () =>
  import('../VehicleTools.tsx').then((module) => module.VehicleTools),
);
export const LazyPriceComparison = lazySection('price-comparison', () =>
  import('./PriceComparisonSection.tsx').then((module) => module.PriceComparisonSection),
);
export const LazySimilar = lazySection('similar', () =>
  import('./SimilarSection.tsx').then((module) => module.SimilarSection),
);
export const LazyCallDealer = lazySection('call-dealer', () =>
  import('../CallDealerCard.tsx').then((module) => module.CallDealerCard),
);
export const LazyVehicleActions = lazySection('vehicle-actions', () =>
  import('../VehicleActionsRoute.tsx').then((module) => module.VehicleActionsRoute),
);
/**
 * The enquiry form and the vehicle location (with its static map) sit below the gallery, price
 * and key facts on a phone: server-rendered and working without JavaScript (a plain form post),
 * their code loads like the other sections, so the form's fields, banner and map are not in the
 * first load.
 */
export const LazyEnquiryForm = lazySection('enquiry', () =>
  import('../EnquiryForm.tsx').then((module) => module.EnquiryForm),
);
export const LazyVehicleLocation = lazySection('vehicle-location', () =>
  import('../VehicleLocation.tsx').then((module) => module.VehicleLocation),
);
