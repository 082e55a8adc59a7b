import { Breadcrumbs, Link } from '@forecourt/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import type { ContentPageForm } from '../content-pages.ts';
import type { DealershipOption } from '../content-view.ts';
import { GeneralEnquiryForm } from './GeneralEnquiryForm.tsx';

export interface ContentPageTranslations {
  home: string;
  /** The /service page's link to the manufacturer's booking page (site-wide §2). */
  bookOnline: string;
  preferredDealership: string;
  chooseDealership: string;
}

export const CONTENT_PAGE_TRANSLATIONS: ContentPageTranslations = {
  home: 'Home',
  bookOnline: 'Book a service online',
  preferredDealership: 'Preferred dealership',
  chooseDealership: 'Select a dealership',
};

export interface ContentPageProps {
  title: string;
  /** Sanitised HTML (the loader cleans dealer copy; defaults are the platform's own). */
  html: string;
  form?: ContentPageForm | null;
  bookingUrl?: string | null;
  dealerships?: readonly DealershipOption[];
  termsRequired?: boolean;
  messageOptional?: boolean;
  /** What the shopper typed before a failed submit, and the errors. */
  values?: Readonly<Record<string, string | boolean>>;
  fieldErrors?: Readonly<Record<string, string>>;
  formError?: string | null;
  submitting?: boolean;
  /** Wraps the form's fields; the route passes React Router's `Form`. */
  renderForm?: (content: ReactNode, props: { className: string }) => ReactElement;
  translations?: Partial<ContentPageTranslations>;
}

/**
 * A content page (site-wide §2 content and service pages): the breadcrumb trail (Home / page),
 * the title, the body HTML, the manufacturer booking link on /service where the site has one,
 * and the page's enquiry form (careers, service, parts, fleet, test drive...).
 */
export function ContentPage({
  title,
  html,
  form = null,
  bookingUrl = null,
  dealerships = [],
  termsRequired = false,
  messageOptional = false,
  values = {},
  fieldErrors = {},
  formError = null,
  submitting = false,
  renderForm,
  translations,
}: ContentPageProps) {
  const t = { ...CONTENT_PAGE_TRANSLATIONS, ...translations };
  return (
    <div className="page narrow content-page">
      <Breadcrumbs items={[{ label: t.home, href: '/' }, { label: title }]} />
      <h1>{title}</h1>
      <div
        className="content-page__body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: dealer HTML sanitised by the loader (dealer-comments policy) or the platform's own copy
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {bookingUrl ? (
        <p>
          <Link href={bookingUrl} variant="button" external>
            {t.bookOnline}
          </Link>
        </p>
      ) : null}
      {form ? (
        <GeneralEnquiryForm
          headingId="content-form-heading"
          heading={form.heading}
          submit={form.submit}
          dealerships={dealerships}
          termsRequired={termsRequired}
          messageOptional={messageOptional}
          values={values}
          fieldErrors={fieldErrors}
          formError={formError}
          submitting={submitting}
          {...(renderForm ? { renderForm } : {})}
          translations={{
            preferredDealership: t.preferredDealership,
            chooseDealership: t.chooseDealership,
          }}
        />
      ) : null}
    </div>
  );
}
