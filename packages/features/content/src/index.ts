export {
  CONTACT_ENQUIRY_FORM,
  CONTACT_ENQUIRY_SERVICES,
  CONTACT_ENQUIRY_SUCCESS_PATH,
  type ContactEnquiryFailure,
  type ContactEnquiryView,
  contactEnquiryView,
} from './contact-enquiry.ts';
export {
  type ContentFormInput,
  type ContentLeadContext,
  type ContentLeadResult,
  contentFormInput,
  contentLead,
} from './content-lead.ts';
export {
  CONTENT_PAGES,
  type ContentFormKind,
  type ContentPageDefinition,
  type ContentPageForm,
} from './content-pages.ts';
export {
  type ContentPageView,
  contentPageView,
  contentSitemapPaths,
  contentSlugOf,
  type DealershipOption,
} from './content-view.ts';
export {
  CONTENT_PAGE_TRANSLATIONS,
  ContentPage,
  type ContentPageProps,
  type ContentPageTranslations,
} from './ui/ContentPage.tsx';
export {
  type EnquiryOption,
  GENERAL_ENQUIRY_FORM_TRANSLATIONS,
  GeneralEnquiryForm,
  type GeneralEnquiryFormProps,
  type GeneralEnquiryFormTranslations,
} from './ui/GeneralEnquiryForm.tsx';
