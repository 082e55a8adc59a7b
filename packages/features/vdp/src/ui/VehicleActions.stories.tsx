import type { Meta, StoryObj } from '@storybook/react-vite';
import { shareLinks, type VehicleActionsView } from '../vehicle-actions.ts';
import { CarLocationBar } from './CarLocationBar.tsx';
import { PrintActions } from './PrintActions.tsx';
import { ShareRow } from './ShareRow.tsx';
import { type DialogSubmission, VehicleActions } from './VehicleActions.tsx';

const URL_ = 'https://www.sunshineusedcars.com.au/cars/2021-toyota-hilux-sr5';
const NAME = '2021 Toyota HiLux SR5';
const ACTIONS: VehicleActionsView = {
  slug: '2021-toyota-hilux-sr5',
  carId: 1,
  title: NAME,
  siteSlug: 'sunshine-used-cars',
  testDrive: { bookingLocationId: 1, distributionLocations: [], termsRequired: false },
  requestPhotos: true,
  share: { url: URL_, links: shareLinks(URL_, NAME, { facebook: true, twitter: true }) },
  print: {
    pageHref: '/print?car_id=2021-toyota-hilux-sr5',
    pdfHref: '/api/cars/2021-toyota-hilux-sr5/print.pdf',
    fileName: '2021-toyota-hilux-sr5.pdf',
  },
  locationBar: 'This vehicle is located at Sunshine Used Cars Moorooka, Moorooka, QLD.',
};
const submission: DialogSubmission = {
  failure: null,
  submitting: false,
  renderForm: (content, props) => (
    <form className={props.className} onSubmit={(event) => event.preventDefault()}>
      {content}
    </form>
  ),
};

const meta = {
  title: 'Features/VDP/VehicleActions',
  component: VehicleActions,
  args: {
    actions: ACTIONS,
    testDrive: submission,
    requestPhotos: submission,
    loadAppointments: async () => ({
      location_id: 1,
      time_zone: 'Australia/Brisbane',
      days: [{ date: '2026-11-30', slots: ['09:00', '09:30'] }],
    }),
    downloadPdf: () => new Promise<void>((resolve) => setTimeout(resolve, 1500)),
    track: () => {},
  },
} satisfies Meta<typeof VehicleActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Test drive, request photos, print and share, dialogs closed. */
export const Default: Story = {};
export const WithoutOptionalActions: Story = {
  args: { actions: { ...ACTIONS, requestPhotos: false, share: null, print: null } },
};

export const Share: Story = {
  render: () => (
    <ShareRow
      url={URL_}
      carName={NAME}
      links={shareLinks(URL_, NAME, { facebook: true, twitter: true })}
      writeText={async () => {}}
    />
  ),
};
/** Copy link just pressed: Copied and the toast. */
export const ShareCopied: Story = {
  render: () => (
    <ShareRow
      url={URL_}
      carName={NAME}
      links={shareLinks(URL_, NAME, { facebook: true, twitter: true })}
      defaultCopied
    />
  ),
};
/** A site that hides Twitter/X (vehicle-stock §9). */
export const ShareWithoutTwitter: Story = {
  render: () => (
    <ShareRow
      url={URL_}
      carName={NAME}
      links={shareLinks(URL_, NAME, { facebook: true, twitter: false })}
    />
  ),
};

export const Print: Story = {
  render: () => (
    <PrintActions
      pageHref={ACTIONS.print?.pageHref ?? ''}
      pdfHref={ACTIONS.print?.pdfHref ?? ''}
      fileName={ACTIONS.print?.fileName ?? ''}
      onDownload={() => new Promise<void>((resolve) => setTimeout(resolve, 1500))}
    />
  ),
};
export const PrintPreparing: Story = {
  render: () => (
    <PrintActions
      pageHref={ACTIONS.print?.pageHref ?? ''}
      pdfHref={ACTIONS.print?.pdfHref ?? ''}
      fileName={ACTIONS.print?.fileName ?? ''}
      onDownload={() => new Promise<void>(() => {})}
      defaultPreparing
    />
  ),
};

export const LocationBar: Story = {
  render: () => <CarLocationBar text={ACTIONS.locationBar ?? ''} onDismiss={() => {}} />,
};
