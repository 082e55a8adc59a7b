import { Select } from '@forecourt/ui-kit';
import { EnquiryForm, type EnquiryFormInput } from '@forecourt/vdp';
import type { ReactElement, ReactNode } from 'react';
import type { DealershipOption } from '../content-view.ts';

export interface GeneralEnquiryFormTranslations {
  preferredDealership: string;
  chooseDealership: string;
  category: string;
  chooseCategory: string;
  location: string;
  chooseLocation: string;
  services: string;
}

export const GENERAL_ENQUIRY_FORM_TRANSLATIONS: GeneralEnquiryFormTranslations = {
  preferredDealership: 'Preferred dealership',
  chooseDealership: 'Select a dealership',
  category: 'Enquiry type',
  chooseCategory: 'Select an enquiry type',
  location: 'Location',
  chooseLocation: 'Select a location',
  services: 'I am also interested in',
};

/** A select's option. */
export interface EnquiryOption {
  value: string;
  label: string;
}

export interface GeneralEnquiryFormProps {
  heading: string;
  submit: string;
  /** The heading's id (the section is labelled by it). */
  headingId?: string;
  /** The preferred dealership select, shown and required above one dealership (site-wide §5). */
  dealerships?: readonly DealershipOption[];
  /** The category select: shown (and required) when given (site-wide §5). */
  categories?: readonly EnquiryOption[] | null;
  /** The location select: shown (and required) when given (site-wide §5). */
  locations?: readonly EnquiryOption[] | null;
  /** Tick-box options, posted as `{name}_check` and sent as additional_services (site-wide §5). */
  services?: readonly string[];
  termsRequired?: boolean;
  messageOptional?: boolean;
  values?: Readonly<Record<string, string | boolean>>;
  fieldErrors?: Readonly<Record<string, string>>;
  formError?: string | null;
  submitting?: boolean;
  renderForm?: (content: ReactNode, props: { className: string }) => ReactElement;
  translations?: Partial<GeneralEnquiryFormTranslations>;
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
 * The general enquiry form (site-wide §5 Enquiry form): the contact fields and comments (required
 * unless the site relaxes it), the category, location and preferred-dealership selects when shown
 * (the dealership one above one dealership), tick-box services, opt_in unticked until the shopper ticks it and the
 * terms agreement where the site requires it. Posts as a plain form; the route validates it.
 */
export function GeneralEnquiryForm({
  heading,
  submit,
  headingId = 'general-enquiry-heading',
  dealerships = [],
  categories = null,
  locations = null,
  services = [],
  termsRequired = false,
  messageOptional = false,
  values = {},
  fieldErrors = {},
  formError = null,
  submitting = false,
  renderForm,
  translations,
}: GeneralEnquiryFormProps) {
  const t = { ...GENERAL_ENQUIRY_FORM_TRANSLATIONS, ...translations };
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
  const selected = (name: string) => (text(name) ? { defaultValue: text(name) } : {});
  return (
    <section aria-labelledby={headingId} className="content-page__form">
      <h2 id={headingId}>{heading}</h2>
      <EnquiryForm
        values={formValues(values)}
        fieldErrors={fieldErrors}
        formError={formError}
        submitting={submitting}
        termsRequired={termsRequired}
        optionalFields={messageOptional ? ['message'] : []}
        translations={{ submit }}
        {...(renderForm ? { renderForm } : {})}
      >
        {categories ? (
          <Select
            label={t.category}
            name="category"
            required
            placeholder={t.chooseCategory}
            options={categories}
            {...selected('category')}
            error={fieldErrors.category}
          />
        ) : null}
        {locations ? (
          <Select
            label={t.location}
            name="location"
            required
            placeholder={t.chooseLocation}
            options={locations}
            {...selected('location')}
            error={fieldErrors.location}
          />
        ) : null}
        {dealerships.length > 1 ? (
          <Select
            label={t.preferredDealership}
            name="dealership_slug"
            required
            placeholder={t.chooseDealership}
            options={dealerships}
            {...selected('dealership_slug')}
            error={fieldErrors.dealership_slug}
          />
        ) : null}
        {services.length > 0 ? (
          <fieldset className="content-page__services">
            <legend>{t.services}</legend>
            {services.map((service) => {
              const name = `${service}_check`;
              const id = `service-${service.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
              return (
                <div key={service} className="fc-checkbox">
                  <input
                    id={id}
                    type="checkbox"
                    name={name}
                    defaultChecked={values[name] === true}
                  />
                  <label htmlFor={id}>{service}</label>
                </div>
              );
            })}
          </fieldset>
        ) : null}
      </EnquiryForm>
    </section>
  );
}
