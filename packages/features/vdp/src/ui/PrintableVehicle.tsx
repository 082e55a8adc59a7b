import { cx } from '@forecourt/ui-kit';
import type { DealerCommentsView } from '../dealer-comments-text.ts';
import type { GalleryImage } from '../gallery-images.ts';
import type { SpecificationRow } from '../specification-rows.ts';
import type { VdpPrice } from '../vehicle-detail.ts';
import { DealerComments } from './DealerComments.tsx';
import { PriceBlock } from './PriceBlock.tsx';

export interface PrintableVehicleProps {
  title: string;
  subtitle: string | null;
  price: VdpPrice;
  /** The first photo, when the car has one. */
  image: GalleryImage | null;
  /** Key information and car details rows (vehicle-stock §2). */
  rows: readonly SpecificationRow[];
  comments: DealerCommentsView;
  /** Dealership, location and address lines, phone. */
  dealer: { name: string | null; address: string | null; phone: string | null };
  /** The vehicle page's address, printed so the paper leads back to it. */
  pageUrl: string;
  /** `Printed 25 November 2026`. */
  printedText: string;
  /** Shows the Print this page button (needs scripts); default true. */
  showPrintButton?: boolean;
  className?: string;
}

/**
 * The printable vehicle page (vehicle-stock §2 "/print?car_id={slug}: printable vehicle page opened
 * in a new tab"): photo, title, price, key information and details, dealer comments in full, the
 * dealer's address and phone, the page address and the print date. Its stylesheet hides the
 * site's chrome and the button on paper.
 */
export function PrintableVehicle({
  title,
  subtitle,
  price,
  image,
  rows,
  comments,
  dealer,
  pageUrl,
  printedText,
  showPrintButton = true,
  className,
}: PrintableVehicleProps) {
  return (
    <article className={cx('fc-vdp-printable', className)} aria-labelledby="printable-title">
      {showPrintButton ? (
        <p className="fc-vdp-printable__toolbar">
          <button
            type="button"
            className="fc-button fc-button--primary fc-button--md"
            onClick={() => window.print()}
          >
            Print this page
          </button>
        </p>
      ) : null}
      <header className="fc-vdp-printable__header">
        <h1 id="printable-title">{title}</h1>
        {subtitle ? <p className="fc-vdp-printable__subtitle">{subtitle}</p> : null}
        <PriceBlock price={price} tag={null} marketBadge={null} />
      </header>
      {image ? (
        <img
          className="fc-vdp-printable__photo"
          src={image.src}
          alt={image.alt}
          width={600}
          height={400}
        />
      ) : null}
      {rows.length > 0 ? (
        <section aria-labelledby="printable-details">
          <h2 id="printable-details">Vehicle details</h2>
          <dl className="fc-vdp-printable__rows">
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <DealerComments comments={comments} defaultExpanded />
      <section aria-labelledby="printable-dealer">
        <h2 id="printable-dealer">Where to find it</h2>
        <address className="fc-vdp-printable__dealer">
          {dealer.name ? <span>{dealer.name}</span> : null}
          {dealer.address ? <span>{dealer.address}</span> : null}
          {dealer.phone ? <span>Phone {dealer.phone}</span> : null}
        </address>
      </section>
      <footer className="fc-vdp-printable__footer">
        <p>{pageUrl}</p>
        <p>{printedText}</p>
      </footer>
    </article>
  );
}
