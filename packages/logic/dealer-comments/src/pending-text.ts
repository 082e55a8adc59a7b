/**
 * Shown instead of dealer comments when a car has none, or none are left after sanitising
 * (vehicle-stock §4).
 */
export const DEALER_COMMENTS_PENDING_TEXT =
  'Dealer comments are pending. Please check back here later.';
