import { describe, expect, it } from 'vitest';

// Importing the package cold (with ui-kit, Radix, embla) takes over 5 s on a busy 2-core runner.
describe('@forecourt/vdp public API', { timeout: 30_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "DEALER_COMMENTS_PENDING_TEXT",
        "DEALER_COMMENTS_TRANSLATIONS",
        "DealerComments",
        "ENQUIRY_FORM_TRANSLATIONS",
        "ENQUIRY_TEXT_FIELDS",
        "EnquiryDialog",
        "EnquiryForm",
        "FEATURES_LIMIT",
        "FEATURES_TRANSLATIONS",
        "FIND_ME_SOMETHING_SIMILAR_LABEL",
        "Features",
        "GALLERY_TRANSLATIONS",
        "Gallery",
        "KEY_INFORMATION_LIMIT",
        "KEY_INFORMATION_TRANSLATIONS",
        "KeyInformation",
        "MEDIA_VIEWS",
        "MEDIA_VIEW_LABELS",
        "MediaViewer",
        "OUT_OF_STOCK_TRANSLATIONS",
        "OutOfStockPanel",
        "PRICE_COMPARISON_TRANSLATIONS",
        "PriceBlock",
        "PriceComparison",
        "SIMILAR_VEHICLES_LAZY_MARGIN_PX",
        "SIMILAR_VEHICLES_TRANSLATIONS",
        "SOLD_MESSAGE",
        "SOMETHING_SIMILAR_PROMPT",
        "SPECIFICATIONS_LIMIT",
        "SPECIFICATIONS_TRANSLATIONS",
        "SPIN_INTERVAL_MS",
        "SPIN_PX_PER_FRAME",
        "SPIN_VIEWER_TRANSLATIONS",
        "SimilarVehicles",
        "Specifications",
        "SpinViewer",
        "THUMBNAILS_MIN_EXCLUSIVE",
        "VEHICLE_MAP_ANCHOR",
        "availability",
        "carDetails",
        "carFeatures",
        "carTypeLabel",
        "collapsibleList",
        "enquiryCar",
        "enquiryInput",
        "enquiryLead",
        "galleryImages",
        "hasSpecificationValue",
        "keyInformation",
        "pendingDealerComments",
        "showThumbnails",
        "similarVehicleCards",
        "similarVehiclesSearch",
        "specificationRows",
        "specifications",
        "vdpBreadcrumbs",
        "vehicleDetail",
        "vehicleMedia",
        "vehicleTitle",
        "withFindMeSomethingSimilar",
      ]
    `);
  }, 30_000); // the first import of the whole index (React Router included) is slow

  it('keeps the sanitiser on the server entry', async () => {
    expect(Object.keys(await import('./server.ts')).sort()).toEqual(['dealerComments']);
  });
});
