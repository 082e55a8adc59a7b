import { type Appointments, createApiClient } from '@forecourt/api-client';
import { ANALYTICS_EVENT_IDS } from '@forecourt/lead-payloads';
import { type TrackData, trackEvent } from '@forecourt/site-shell';
import { Button } from '@forecourt/ui-kit';
import { lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import {
  type BookingDay,
  bookingDays,
  fetchPrintPdf,
  type VehicleActionsView,
} from '../vehicle-actions.ts';
import type { VehicleLeadFailure } from '../vehicle-leads.ts';
import { PrintActions } from './PrintActions.tsx';
import { ShareRow } from './ShareRow.tsx';
import type { BookingStatus } from './TestDriveForm.tsx';

const TestDriveDialog = lazy(() =>
  import('../vehicle-dialogs.ts').then((module) => ({ default: module.TestDriveDialog })),
);
const RequestPhotosDialog = lazy(() =>
  import('../vehicle-dialogs.ts').then((module) => ({ default: module.RequestPhotosDialog })),
);
/** Starts fetching the dialogs' code when a pointer or focus nears a button that opens one. */
const preloadDialogs = () => {
  void import('../vehicle-dialogs.ts');
};

/** A browser-side API client on the site's own host (the API is under `/api` on every site). */
const browserApi = () => createApiClient({ baseUrl: '' });

/** What a dialog's form needs from the page's router: a form that posts to the page's action. */
export interface DialogSubmission {
  /** The last failed post's errors for this dialog, if any. */
  failure: VehicleLeadFailure | null;
  submitting: boolean;
  renderForm: (content: ReactNode, props: { className: string }) => ReactElement;
}

export interface VehicleActionsProps {
  actions: VehicleActionsView;
  /** Values every dialog starts with (the car enquiry's message, opt-in unticked). */
  testDrive: DialogSubmission;
  requestPhotos: DialogSubmission;
  /** Fetches the location's slots; the platform API by default (vehicle-stock §7). */
  loadAppointments?: (locationId: number) => Promise<Appointments>;
  /** Saves the PDF; fetches it and hands it to the browser as `{slug}.pdf` by default. */
  downloadPdf?: (href: string, fileName: string) => Promise<void>;
  /** Sends an analytics event about this car; the site-wide `trackEvent` by default (warn only). */
  track?: (eventId: number, data: TrackData) => void;
}

async function saveBlob(href: string, fileName: string): Promise<void> {
  const blob = await fetchPrintPdf(href);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/**
 * The vehicle page's shopper actions for an in-stock car (vehicle-stock §2): Book a Test Drive
 * and Request Photos (their dialogs load on first use; the test drive's free times are fetched
 * when it opens; event 17), the share row and Print / Download PDF (event 61, vehicle-stock §7).
 */
export function VehicleActions({
  actions,
  testDrive,
  requestPhotos,
  loadAppointments = (id) => browserApi().appointments(id, { days: 7 }),
  downloadPdf = saveBlob,
  track = trackEvent,
}: VehicleActionsProps) {
  const [open, setOpen] = useState<'test_drive' | 'request_photos' | null>(null);
  // Mounted on first open and kept, so closing returns focus to the button that opened it.
  const [mounted, setMounted] = useState({ test_drive: false, request_photos: false });
  const [booking, setBooking] = useState<{
    status: BookingStatus;
    days: BookingDay[];
    timeZone: string | null;
  }>({
    status: actions.testDrive.bookingLocationId === null ? 'off' : 'loading',
    days: [],
    timeZone: null,
  });

  const openDialog = (which: 'test_drive' | 'request_photos') => {
    setMounted((current) => ({ ...current, [which]: true }));
    setOpen(which);
    // The test drive form opened: event 17 (vehicle-stock §7).
    if (which === 'test_drive')
      track(ANALYTICS_EVENT_IDS.TEST_DRIVE_OPENED, { car_id: actions.carId });
    const locationId = actions.testDrive.bookingLocationId;
    if (which === 'test_drive' && locationId !== null && booking.status !== 'ready') {
      setBooking((current) => ({ ...current, status: 'loading' }));
      loadAppointments(locationId).then(
        (answer) =>
          setBooking({
            status: 'ready',
            days: bookingDays(answer.days),
            timeZone: answer.time_zone,
          }),
        (error: unknown) => {
          console.warn('Test drive times could not be loaded', error);
          setBooking({ status: 'error', days: [], timeZone: null });
        },
      );
    }
  };
  const onOpenChange = (which: 'test_drive' | 'request_photos') => (next: boolean) =>
    setOpen(next ? which : null);
  const formProps = (submission: DialogSubmission, intent: VehicleLeadFailure['intent']) => {
    const failure = submission.failure?.intent === intent ? submission.failure : null;
    return {
      values: failure?.values ?? { opt_in: false },
      fieldErrors: failure?.fieldErrors ?? {},
      formError: failure?.formError ?? null,
      submitting: submission.submitting,
      renderForm: submission.renderForm,
    };
  };

  return (
    <div className="fc-vdp-actions">
      <div className="fc-vdp-actions__buttons">
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => openDialog('test_drive')}
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
        >
          Book a Test Drive
        </Button>
        {actions.requestPhotos ? (
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => openDialog('request_photos')}
            onPointerEnter={preloadDialogs}
            onFocus={preloadDialogs}
          >
            Request Photos
          </Button>
        ) : null}
      </div>
      {actions.print ? (
        <PrintActions
          pageHref={actions.print.pageHref}
          pdfHref={actions.print.pdfHref}
          fileName={actions.print.fileName}
          onDownload={async () => {
            const print = actions.print;
            if (!print) return;
            track(ANALYTICS_EVENT_IDS.PRINT_PDF, { car_id: actions.carId });
            await downloadPdf(print.pdfHref, print.fileName);
          }}
        />
      ) : null}
      {actions.share ? (
        <ShareRow url={actions.share.url} carName={actions.title} links={actions.share.links} />
      ) : null}
      {mounted.test_drive ? (
        <Suspense fallback={null}>
          <TestDriveDialog
            title={`Book a test drive of the ${actions.title}`}
            open={open === 'test_drive'}
            onOpenChange={onOpenChange('test_drive')}
            {...formProps(testDrive, 'test_drive')}
            termsRequired={actions.testDrive.termsRequired}
            distributionLocations={actions.testDrive.distributionLocations}
            bookingStatus={booking.status}
            bookingDays={booking.days}
            timeZone={booking.timeZone}
          />
        </Suspense>
      ) : null}
      {mounted.request_photos ? (
        <Suspense fallback={null}>
          <RequestPhotosDialog
            title={`Request photos of the ${actions.title}`}
            open={open === 'request_photos'}
            onOpenChange={onOpenChange('request_photos')}
            {...formProps(requestPhotos, 'request_photos')}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
