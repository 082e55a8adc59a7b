import { Breadcrumbs, Link, Select } from '@forecourt/ui-kit';
import { EnquiryForm, type EnquiryFormInput } from '@forecourt/vdp';
import type { ReactElement, ReactNode } from 'react';
import type { ContentPageForm } from '../content-pages.ts';
import type { DealershipOption } from '../content-view.ts';

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

const TEXT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode', 'message'] as const;

/** The enquiry form's starting values from what was posted before. */
function formValues(values: Readonly<Record<string, string | boolean>>): EnquiryFormInput {
  const input: EnquiryFormInput = {};
  for (const name of TEXT_FIELDS) {
    const value = values[name];
    if (typeof value === 'string') input[name] = value;
  }
  if (typeof values.opt_in === 'boolean') input.opt_in = values.opt_in;
  if (typeof values.terms_agreed === 'boolean') input.terms_agreed = values.terms_agreed;
  return input;
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
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
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
        <section aria-labelledby="content-form-heading" className="content-page__form">
          <h2 id="content-form-heading">{form.heading}</h2>
          <EnquiryForm
            values={formValues(values)}
            fieldErrors={fieldErrors}
            formError={formError}
            submitting={submitting}
            termsRequired={termsRequired}
            optionalFields={messageOptional ? ['message'] : []}
            translations={{ submit: form.submit }}
            {...(renderForm ? { renderForm } : {})}
          >
            {dealerships.length > 1 ? (
              <Select
                label={t.preferredDealership}
                name="dealership_slug"
                required
                placeholder={t.chooseDealership}
                options={dealerships}
                {...(text('dealership_slug') ? { defaultValue: text('dealership_slug') } : {})}
                error={fieldErrors.dealership_slug}
              />
            ) : null}
          </EnquiryForm>
        </section>
      ) : null}
    </div>
  );
}
