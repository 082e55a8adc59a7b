/**
 * Every shopper-facing text this package produces, in one place so forms, the server and
 * tests quote the same strings. Spec texts are copied exactly, spelling included.
 */

/** Postcode format and required message (site-wide §5, §8). */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';

/** Terms agreement not given on sites that require it (site-wide §5, §8). */
export const TERMS_MESSAGE = 'You must agree to the terms of use before submitting the form.';

/** Delivery calculator submitted without a postcode (vehicle-stock §5). */
export const DELIVERY_POSTCODE_REQUIRED_MESSAGE = 'Please enter a postcode.';

/** Delivery calculator postcode outside every delivery region (vehicle-stock §5, §8). */
export const DELIVERY_NOT_SERVICEABLE_MESSAGE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

/** Lead submission failed and the server sent no error text (vehicle-stock §8, spelling as in the spec). */
export const LEAD_SUBMISSION_FAILED_MESSAGE = 'An unexpected error occured.';

/** Enquiry form submit failure alert (site-wide §8). */
export const ENQUIRY_SUBMIT_FAILED_MESSAGE = 'An error occurred when submitting this form';

/** Heading of the form error banner, test id `error-warning` (site-wide §8). */
export const FORM_ERRORS_HEADING = 'Please fix the following errors:';

/**
 * Field-level messages for the core contact fields and the enquiry form selects. The spec leaves
 * the core field texts open (site-wide §5 "not detailed here"); these are written for shoppers.
 */
export const FIELD_MESSAGES = {
  nameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  nameTooLong: 'Please enter no more than 100 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneRequired: 'Please enter your mobile number.',
  phoneInvalid: 'Please enter a valid Australian phone number, like 0412 345 678.',
  preferredContactMethod: 'Please choose Phone, Email or SMS.',
  messageRequired: 'Please enter your comments.',
  messageTooLong: 'Please keep your comments under 5,000 characters.',
  categoryRequired: 'Please select a category.',
  locationRequired: 'Please select a location.',
  preferredDealershipRequired: 'Please select a preferred dealership.',
  distributionLocationRequired: 'Please select a location for your test drive.',
  testDriveDate: 'Please choose a valid date.',
  testDriveTime: 'Please choose a valid time.',
  testDriveDateAndTime: 'Please choose both a date and a time, or leave both empty.',
  regoRequired: 'Please enter the registration number.',
  regoInvalid: 'Please enter a registration number of up to 9 letters and numbers.',
  regoStateRequired: 'Please select the state the vehicle is registered in.',
  kmsRequired: 'Please enter the odometer reading in kilometres.',
  kmsInvalid: 'Please enter the kilometres as a whole number, like 85000.',
  kmsTooHigh: 'Please enter the kilometres on the odometer, up to 999,999.',
  financeAnswer: 'Please answer Yes or No.',
  vinInvalid: 'Please enter a VIN of up to 17 letters and numbers.',
  amountInvalid: 'Please enter an amount in dollars.',
  carId: 'Please choose a vehicle.',
  leadId: 'The enquiry reference is missing.',
  dealershipId: 'The dealership is missing.',
  websiteId: 'The website is missing.',
  locationId: 'Please select a location.',
  valuationId: 'The valuation reference is missing.',
  adjustmentAnswers: 'Please answer the valuation questions.',
  category: 'Please choose a valid enquiry type.',
  phoneNumberRequired: 'A mobile number is needed to save cars to your watchlist.',
  yesNo: 'Please answer yes or no.',
  deposit: 'The deposit must be more than $0.',
} as const;
