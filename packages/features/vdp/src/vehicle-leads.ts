import type { ApiClient, Car } from '@forecourt/api-client';
import {
  buildLeadPayload,
  FORM_ERRORS_HEADING,
  fieldErrors,
  REQUEST_PHOTOS_TEXT,
  requestPhotosFormSchema,
  testDriveFormSchema,
} from '@forecourt/lead-payloads';
import { sendLead, type VdpSite } from './car-enquiry.ts';
import { type EnquiryFormInput, enquiryInput } from './enquiry-submission.ts';
import { distributionLocations } from './vehicle-actions.ts';
import { enquiryCar } from './vehicle-detail.ts';
import { TEST_DRIVE_INTENT, type VehicleLeadIntent } from './vehicle-lead-intents.ts';

export {
  isVehicleLeadIntent,
  REQUEST_PHOTOS_INTENT,
  TEST_DRIVE_INTENT,
  type VehicleLeadIntent,
} from './vehicle-lead-intents.ts';

/** What the test drive form sends back after a failed submit: the enquiry fields and the booking. */
export type TestDriveInput = EnquiryFormInput & {
  booking_date?: string;
  booking_time?: string;
  distribution_location?: string;
};

/** The test drive form's values from a submitted form. */
export function testDriveInput(form: FormData): TestDriveInput {
  const input: TestDriveInput = enquiryInput(form);
  for (const name of ['booking_date', 'booking_time', 'distribution_location'] as const) {
    const value = form.get(name);
    if (typeof value === 'string') input[name] = value;
  }
  return input;
}

/** What the dialog lead builders read around the form. */
export interface VehicleLeadContext {
  car: Car;
  site: VdpSite;
  url?: string;
  userAgent?: string | null;
  /** The site offers a date and time on the test drive form (`features.test_drive_booking`). */
  booking?: boolean;
}

/** A valid dialog lead's payload, or the field messages to show. */
export type VehicleLeadResult =
  | { ok: true; payload: Record<string, unknown> }
  | { ok: false; fields: Record<string, string> };

function payloadContext(context: VehicleLeadContext) {
  return {
    car: enquiryCar(context.car),
    site: context.site,
    ...(context.url ? { url: context.url } : {}),
    ...(context.userAgent ? { user_agent: context.userAgent } : {}),
  };
}

/**
 * A test drive lead (vehicle-stock §5): core contact fields, optional message, date and time
 * both or neither (only where the site books them), the distribution location required when the
 * car's dealer has such locations and one of them, and the terms agreement on sites that
 * require it. Category Test Drive with the car form defaults and car_id.
 */
export function testDriveLead(
  input: TestDriveInput,
  context: VehicleLeadContext,
): VehicleLeadResult {
  const locations = distributionLocations(context.car);
  const values: Record<string, unknown> = { ...input };
  if (!context.booking) {
    delete values.booking_date;
    delete values.booking_time;
  }
  if (locations.length === 0) delete values.distribution_location;
  const parsed = testDriveFormSchema({
    terms_required: context.site.features?.terms_required ?? false,
    distributionLocationCount: locations.length,
  }).safeParse(values);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const chosen = parsed.data.distribution_location;
  if (locations.length > 0 && !locations.includes(String(chosen))) {
    return {
      ok: false,
      fields: { distribution_location: 'Please select a location from the list.' },
    };
  }
  const payload = buildLeadPayload(parsed.data, { kind: 'test_drive', ...payloadContext(context) });
  return { ok: true, payload: { ...payload, site: context.site.slug } };
}

/**
 * A request photos lead (vehicle-stock §5): core contact fields and an optional message, with
 * the preset request text; the message is that text when the shopper wrote none.
 */
export function requestPhotosLead(
  input: EnquiryFormInput,
  context: VehicleLeadContext,
): VehicleLeadResult {
  const parsed = requestPhotosFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const payload = buildLeadPayload(
    {
      ...parsed.data,
      message: parsed.data.message || REQUEST_PHOTOS_TEXT,
      request_text: REQUEST_PHOTOS_TEXT,
    },
    { kind: 'request_photos', ...payloadContext(context) },
  );
  return { ok: true, payload: { ...payload, site: context.site.slug } };
}

/** What a dialog shows again after a failed submit; `intent` says which dialog. */
export interface VehicleLeadFailure {
  intent: VehicleLeadIntent;
  values: TestDriveInput;
  fieldErrors: Record<string, string>;
  formError: string;
}

/** A submitted dialog lead: accepted (go to /success) or the errors to show, with an HTTP status. */
export type VehicleLeadOutcome =
  | { ok: true; leadId: string }
  | { ok: false; status: number; failure: VehicleLeadFailure };

/**
 * The vehicle page action's test drive and request photos posts (vehicle-stock §2 dialogs, §5,
 * §7, §8): validate, submit the lead through the same path as the enquiry, and give the lead id
 * or the field errors and the server's error ("An unexpected error occured." when it sent none).
 */
export async function submitVehicleLead(
  intent: VehicleLeadIntent,
  form: FormData,
  context: VehicleLeadContext & { api: Pick<ApiClient, 'submitLead'> },
): Promise<VehicleLeadOutcome> {
  const values = intent === TEST_DRIVE_INTENT ? testDriveInput(form) : enquiryInput(form);
  const result =
    intent === TEST_DRIVE_INTENT
      ? testDriveLead(values, context)
      : requestPhotosLead(values, context);
  if (!result.ok) {
    return {
      ok: false,
      status: 400,
      failure: { intent, values, fieldErrors: result.fields, formError: FORM_ERRORS_HEADING },
    };
  }
  const sent = await sendLead(context.api, result.payload, values);
  if (sent.ok) return sent;
  return { ok: false, status: sent.status, failure: { intent, ...sent.failure } };
}
