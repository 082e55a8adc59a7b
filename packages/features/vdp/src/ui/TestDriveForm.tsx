import { FormField, Skeleton } from '@forecourt/ui-kit';
import { useState } from 'react';
import { type BookingDay, timeZoneLabel } from '../vehicle-actions.ts';
import { TEST_DRIVE_INTENT } from '../vehicle-lead-intents.ts';
import type { TestDriveInput } from '../vehicle-leads.ts';
import { ENQUIRY_FORM_TRANSLATIONS, EnquiryForm, type EnquiryFormProps } from './EnquiryForm.tsx';

/** Where the booking's days and times stand: fetched when the dialog opens (vehicle-stock §7). */
export type BookingStatus = 'off' | 'loading' | 'ready' | 'error';

export interface TestDriveFormTranslations {
  submit: string;
  booking: string;
  bookingHelp: (zone: string) => string;
  date: string;
  time: string;
  noPreference: string;
  chooseDateFirst: string;
  noSlots: string;
  slotsFailed: string;
  loadingSlots: string;
  distributionLocation: string;
  chooseLocation: string;
}

export const TEST_DRIVE_FORM_TRANSLATIONS: TestDriveFormTranslations = {
  submit: 'Book Test Drive',
  booking: 'Preferred date and time (optional)',
  bookingHelp: (zone) => `Times are in ${zone}, where the car is.`,
  date: 'Date',
  time: 'Time',
  noPreference: 'No preference',
  chooseDateFirst: 'Choose a date first',
  noSlots: 'No times are free in the next week; we will call you to arrange one.',
  slotsFailed: 'Booking times could not be loaded; we will call you to arrange a time.',
  loadingSlots: 'Loading booking times',
  distributionLocation: 'Test drive location',
  chooseLocation: 'Select a location',
};

export interface TestDriveFormProps
  extends Omit<EnquiryFormProps, 'values' | 'optionalFields' | 'hideLabels' | 'children'> {
  values?: TestDriveInput;
  /** `off` where the site books no times (vehicle-stock §5 "optional date and time booking"). */
  bookingStatus?: BookingStatus;
  /** Free days and times from the appointment-slots call, in the location's local time. */
  bookingDays?: readonly BookingDay[];
  /** The location's IANA time zone, e.g. `Australia/Perth`. */
  timeZone?: string | null;
  /** The dealer's distribution locations; the field shows only when there are some (§5). */
  distributionLocations?: readonly string[];
  testDriveTranslations?: Partial<TestDriveFormTranslations>;
}

/**
 * The test drive form (vehicle-stock §5): the core contact fields, an optional message, an
 * optional date and time from the location's free slots shown in its time zone, the
 * distribution location when the dealer has such locations and the terms agreement when the
 * site requires it. It posts `intent=test_drive` to the vehicle page's action.
 */
export function TestDriveForm({
  values = {},
  fieldErrors = {},
  bookingStatus = 'off',
  bookingDays = [],
  timeZone = null,
  distributionLocations = [],
  hidden = {},
  translations,
  testDriveTranslations,
  ...form
}: TestDriveFormProps) {
  const t = { ...TEST_DRIVE_FORM_TRANSLATIONS, ...testDriveTranslations };
  const [date, setDate] = useState(values.booking_date ?? '');
  const day = bookingDays.find((entry) => entry.value === date);
  return (
    <EnquiryForm
      {...form}
      values={values}
      fieldErrors={fieldErrors}
      hidden={{ ...hidden, intent: TEST_DRIVE_INTENT }}
      optionalFields={['message']}
      translations={{
        ...translations,
        labels: { ...ENQUIRY_FORM_TRANSLATIONS.labels, ...translations?.labels },
        submit: translations?.submit ?? t.submit,
      }}
    >
      {distributionLocations.length > 0 ? (
        <FormField
          label={t.distributionLocation}
          required
          error={fieldErrors.distribution_location}
        >
          {({ labelId: _labelId, ...control }) => (
            <select
              {...control}
              name="distribution_location"
              className="fc-vdp-select"
              defaultValue={values.distribution_location ?? ''}
            >
              <option value="">{t.chooseLocation}</option>
              {distributionLocations.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {bookingStatus === 'off' ? null : (
        <fieldset className="fc-vdp-booking" aria-busy={bookingStatus === 'loading'}>
          <legend>{t.booking}</legend>
          {bookingStatus === 'loading' ? (
            <>
              <p className="fc-visually-hidden" role="status">
                {t.loadingSlots}
              </p>
              <Skeleton shape="rect" height={88} />
            </>
          ) : bookingStatus === 'error' ? (
            <p role="status">{t.slotsFailed}</p>
          ) : bookingDays.length === 0 ? (
            <p role="status">{t.noSlots}</p>
          ) : (
            <>
              {timeZone ? (
                <p className="fc-vdp-booking__help">{t.bookingHelp(timeZoneLabel(timeZone))}</p>
              ) : null}
              <div className="fc-vdp-booking__fields">
                <FormField label={t.date} error={fieldErrors.booking_date}>
                  {({ labelId: _labelId, ...control }) => (
                    <select
                      {...control}
                      name="booking_date"
                      className="fc-vdp-select"
                      value={date}
                      onChange={(event) => setDate(event.currentTarget.value)}
                    >
                      <option value="">{t.noPreference}</option>
                      {bookingDays.map((entry) => (
                        <option key={entry.value} value={entry.value}>
                          {entry.label}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField label={t.time} error={fieldErrors.booking_time}>
                  {({ labelId: _labelId, ...control }) => (
                    <select
                      {...control}
                      key={date}
                      name="booking_time"
                      className="fc-vdp-select"
                      disabled={!day}
                      defaultValue={day ? (values.booking_time ?? '') : ''}
                    >
                      <option value="">{day ? t.noPreference : t.chooseDateFirst}</option>
                      {(day?.times ?? []).map((time) => (
                        <option key={time.value} value={time.value}>
                          {time.label}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
            </>
          )}
        </fieldset>
      )}
    </EnquiryForm>
  );
}
