import { recordAnalytics } from '@forecourt/site-shell';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLinks, type VehicleActionsView } from '../vehicle-actions.ts';
import { CarLocationBar } from './CarLocationBar.tsx';
import { PrintActions } from './PrintActions.tsx';
import { ShareRow } from './ShareRow.tsx';
import { type DialogSubmission, VehicleActions } from './VehicleActions.tsx';

const URL_ = 'https://www.example.com.au/cars/a-car';
const NAME = '2021 Toyota Corolla Ascent Sport';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<ShareRow /> (vehicle-stock §2, §4, §9; site-wide §4)', () => {
  it('copies the link, reads Copied for 1.5 s and toasts the car’s name', async () => {
    const writeText = vi.fn(async () => {});
    const start = performance.now();
    render(
      <ShareRow
        url={URL_}
        carName={NAME}
        links={shareLinks(URL_, NAME, { facebook: true, twitter: true })}
        writeText={writeText}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(URL_);
    // The toast's code loads with the first copy (share-toaster.ts), then it shows.
    expect(await screen.findByText(`Copied ${NAME} to your clipboard!`)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Copy link' }, { timeout: 3000 });
    expect(performance.now() - start).toBeGreaterThanOrEqual(1500);
  });

  it('opens the web channels in a 550×400 popup and hides Twitter/X where the site does', () => {
    const openPopup = vi.fn(() => ({}) as Window);
    const { rerender } = render(
      <ShareRow
        url={URL_}
        carName={NAME}
        links={shareLinks(URL_, NAME, { facebook: true, twitter: true })}
        openPopup={openPopup}
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Share on Facebook' }));
    expect(openPopup).toHaveBeenCalledWith(
      expect.stringContaining('facebook.com/sharer'),
      expect.stringMatching(/width=550,height=400/),
    );
    expect(screen.getByRole('link', { name: 'Share on X' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on Email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    rerender(
      <ShareRow
        url={URL_}
        carName={NAME}
        links={shareLinks(URL_, NAME, { facebook: true, twitter: false })}
        openPopup={openPopup}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Share on X' })).toBeNull();
    for (const name of ['Facebook', 'WhatsApp', 'Email', 'SMS']) {
      expect(screen.getByRole('link', { name: `Share on ${name}` })).toBeInTheDocument();
    }
  });
});

describe('<PrintActions /> (vehicle-stock §2 /print, §4, §8)', () => {
  it('opens the printable page in a new tab and downloads {slug}.pdf without scripts', () => {
    render(
      <PrintActions
        pageHref="/print?car_id=a-car"
        pdfHref="/api/cars/a-car/print.pdf"
        fileName="a-car.pdf"
      />,
    );
    expect(screen.getByRole('link', { name: /Print/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Print/ })).toHaveAttribute(
      'href',
      '/print?car_id=a-car',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
      'a-car.pdf',
    );
  });

  it('shows Preparing PDF while downloading, and alerts the message on failure', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onDownload = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finish = (ok) => (ok ? resolve() : reject(new Error('Unknown car "a-car".')));
        }),
    );
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    render(
      <PrintActions pageHref="/p" pdfHref="/x.pdf" fileName="a-car.pdf" onDownload={onDownload} />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Download PDF' }));
    const busy = screen.getByRole('link', { name: /Preparing PDF/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(busy);
    expect(onDownload).toHaveBeenCalledTimes(1);
    await act(async () => finish(false));
    expect(alert).toHaveBeenCalledWith('Unknown car "a-car".');
    expect(screen.getByRole('link', { name: 'Download PDF' })).not.toHaveAttribute('aria-busy');
  });
});

describe('<CarLocationBar /> (vehicle-stock §2, §4)', () => {
  it('says where the car is and remembers a dismissal', async () => {
    const onDismiss = vi.fn();
    render(<CarLocationBar text="This vehicle is located at Moorooka." onDismiss={onDismiss} />);
    const bar = screen.getByRole('region', { name: 'Vehicle location' });
    expect(bar).toHaveTextContent('This vehicle is located at Moorooka.');
    expect(screen.getByRole('link', { name: 'See on the map' })).toHaveAttribute(
      'href',
      '#vehicle-map',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss vehicle location notice' }));
    expect(onDismiss).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Vehicle location' })).toBeNull();
  });

  it('sets the cookie the server reads by default', async () => {
    render(<CarLocationBar text="Here." />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss vehicle location notice' }));
    expect(document.cookie).toContain('fc_car_location_bar=dismissed');
  });
});

describe('<VehicleActions />', () => {
  const ACTIONS: VehicleActionsView = {
    slug: 'a-car',
    carId: 5,
    title: NAME,
    siteSlug: 'test-site',
    testDrive: { bookingLocationId: 9, distributionLocations: [], termsRequired: false },
    requestPhotos: true,
    share: { url: URL_, links: shareLinks(URL_, NAME, { facebook: true, twitter: true }) },
    print: {
      pageHref: '/print?car_id=a-car',
      pdfHref: '/api/cars/a-car/print.pdf?site=test-site',
      fileName: 'a-car.pdf',
    },
    locationBar: null,
  };
  const submission: DialogSubmission = {
    failure: null,
    submitting: false,
    renderForm: (content, props) => <form className={props.className}>{content}</form>,
  };

  it('fetches the location’s slots when the test drive dialog opens (vehicle-stock §7)', async () => {
    const loadAppointments = vi.fn(async () => ({
      location_id: 9,
      time_zone: 'Australia/Brisbane',
      days: [{ date: '2026-11-30', slots: ['09:00'] }],
    }));
    render(
      <VehicleActions
        actions={ACTIONS}
        testDrive={submission}
        requestPhotos={submission}
        loadAppointments={loadAppointments}
      />,
    );
    expect(loadAppointments).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Book a Test Drive' }));
    expect(loadAppointments).toHaveBeenCalledWith(9);
    const dialog = await screen.findByRole('dialog', { name: `Book a test drive of the ${NAME}` });
    await waitFor(() => expect(dialog).toHaveTextContent('Times are in Brisbane time'));
  });

  it('sends event 17 with the car id, once per opening of the test drive form (vehicle-stock §7)', async () => {
    const events = recordAnalytics('test-site');
    const loadAppointments = vi.fn(async () => ({
      location_id: 9,
      time_zone: 'Australia/Brisbane',
      days: [],
    }));
    render(
      <VehicleActions
        actions={ACTIONS}
        testDrive={submission}
        requestPhotos={submission}
        loadAppointments={loadAppointments}
      />,
    );
    expect(events).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Request Photos' }));
    expect(events).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Book a Test Drive' }));
    expect(events).toEqual([{ site: 'test-site', event_id: 17, car_id: 5 }]);
  });

  it('logs event 61 with the car id through trackEvent and downloads {slug}.pdf (vehicle-stock §7)', async () => {
    const events = recordAnalytics('test-site');
    const downloadPdf = vi.fn(async () => {});
    render(
      <VehicleActions
        actions={ACTIONS}
        testDrive={submission}
        requestPhotos={submission}
        downloadPdf={downloadPdf}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Download PDF' }));
    expect(events).toEqual([{ site: 'test-site', event_id: 61, car_id: 5 }]);
    expect(downloadPdf).toHaveBeenCalledWith(
      '/api/cars/a-car/print.pdf?site=test-site',
      'a-car.pdf',
    );
  });

  it('leaves out Request Photos, share and print where the site switches them off', () => {
    render(
      <VehicleActions
        actions={{ ...ACTIONS, requestPhotos: false, share: null, print: null }}
        testDrive={submission}
        requestPhotos={submission}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Request Photos' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Share this vehicle' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });
});
