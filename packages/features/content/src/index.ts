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
  contentSlugOf,
  type DealershipOption,
} from './content-view.ts';
export {
  CONTENT_PAGE_TRANSLATIONS,
  ContentPage,
  type ContentPageProps,
  type ContentPageTranslations,
} from './ui/ContentPage.tsx';
