import { describe, expect, it } from 'vitest';

describe('@forecourt/content public API', { timeout: 30_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "CONTACT_ENQUIRY_FORM",
        "CONTACT_ENQUIRY_SERVICES",
        "CONTACT_ENQUIRY_SUCCESS_PATH",
        "CONTENT_PAGES",
        "CONTENT_PAGE_TRANSLATIONS",
        "ContentPage",
        "GENERAL_ENQUIRY_FORM_TRANSLATIONS",
        "GeneralEnquiryForm",
        "contactEnquiryView",
        "contentFormInput",
        "contentLead",
        "contentPageView",
        "contentSitemapPaths",
        "contentSlugOf",
      ]
    `);
  }, 30_000);

  it('exports the server helper from @forecourt/content/server', async () => {
    expect(Object.keys(await import('./server.ts')).sort()).toEqual([
      'loadContentPage',
      'submitContactEnquiry',
    ]);
  }, 30_000);

  it('exports the route module with its loader, action, meta, links and page', async () => {
    expect(Object.keys(await import('./routes/content-page.tsx')).sort()).toEqual([
      'action',
      'default',
      'links',
      'loader',
      'meta',
    ]);
  }, 30_000);
});
