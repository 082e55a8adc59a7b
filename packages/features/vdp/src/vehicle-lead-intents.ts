// The dialog leads' intents, apart from their server code so the page's client bundle can read
// them without the lead builders and schemas.

/** The `intent` the test drive dialog posts to the vehicle page's action. */
export const TEST_DRIVE_INTENT = 'test_drive';
/** The `intent` the request photos dialog posts to the vehicle page's action. */
export const REQUEST_PHOTOS_INTENT = 'request_photos';

/** A dialog lead the vehicle page's action handles besides the enquiry and the finance quote. */
export type VehicleLeadIntent = typeof TEST_DRIVE_INTENT | typeof REQUEST_PHOTOS_INTENT;

/** Whether a posted `intent` is one of the dialog leads. */
export function isVehicleLeadIntent(value: unknown): value is VehicleLeadIntent {
  return value === TEST_DRIVE_INTENT || value === REQUEST_PHOTOS_INTENT;
}
