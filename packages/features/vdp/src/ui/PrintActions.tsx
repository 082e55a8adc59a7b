import { cx, Icon, Spinner } from '@forecourt/ui-kit';
import { ArrowRight, Printer } from '@forecourt/ui-kit/icons';
import { useState } from 'react';

export interface PrintActionsTranslations {
  print: string;
  download: string;
  preparing: string;
  opensInNewTab: string;
}

export const PRINT_ACTIONS_TRANSLATIONS: PrintActionsTranslations = {
  print: 'Print',
  download: 'Download PDF',
  preparing: 'Preparing PDF',
  opensInNewTab: '(opens in a new tab)',
};

export interface PrintActionsProps {
  /** `/print?car_id={slug}`, the printable page (vehicle-stock §2). */
  pageHref: string;
  /** The server's PDF of the car. */
  pdfHref: string;
  /** `{slug}.pdf` (vehicle-stock §7). */
  fileName: string;
  /**
   * Fetches and saves the PDF; resolves when handed to the browser, rejects with the message to
   * alert (vehicle-stock §8). Without it (no scripts) the link downloads directly.
   */
  onDownload?: () => Promise<void>;
  /** Start in the preparing state (stories). */
  defaultPreparing?: boolean;
  className?: string;
  translations?: Partial<PrintActionsTranslations>;
}

/**
 * Print and Download PDF (vehicle-stock §2 /print, §4 "Print PDF has a preparing state while
 * downloading", §7, §8): the printable page opens in a new tab; the PDF link downloads
 * `{slug}.pdf`, and with scripts shows Preparing PDF with a spinner until the file is handed over.
 */
export function PrintActions({
  pageHref,
  pdfHref,
  fileName,
  onDownload,
  defaultPreparing = false,
  className,
  translations,
}: PrintActionsProps) {
  const t = { ...PRINT_ACTIONS_TRANSLATIONS, ...translations };
  const [preparing, setPreparing] = useState(defaultPreparing);
  return (
    <div className={cx('fc-vdp-print', className)}>
      <a
        className="fc-button fc-button--outline fc-button--sm"
        href={pageHref}
        target="_blank"
        rel="noopener"
      >
        <Icon icon={Printer} size={16} />
        <span>
          {t.print} <span className="fc-visually-hidden">{t.opensInNewTab}</span>
        </span>
      </a>
      <a
        className="fc-button fc-button--outline fc-button--sm"
        href={pdfHref}
        download={fileName}
        aria-disabled={preparing || undefined}
        aria-busy={preparing || undefined}
        onClick={(event) => {
          if (!onDownload) return;
          event.preventDefault();
          if (preparing) return;
          setPreparing(true);
          onDownload()
            .catch((error: unknown) => {
              // Print PDF failure: an alert with the message (vehicle-stock §8).
              window.alert(error instanceof Error ? error.message : String(error));
            })
            .finally(() => setPreparing(false));
        }}
      >
        {preparing ? <Spinner size="sm" /> : <Icon icon={ArrowRight} size={16} />}
        <span>{preparing ? t.preparing : t.download}</span>
      </a>
      <span role="status" className="fc-visually-hidden">
        {preparing ? t.preparing : ''}
      </span>
    </div>
  );
}
