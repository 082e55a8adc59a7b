import { RecordRecentlyViewed, SaveToGarage } from '@forecourt/accounts';
import type { Car as ApiCar } from '@forecourt/api-client';
import {
  FINANCE_QUOTE_INTENT,
  FinanceSummary,
  type FinanceViewCar,
  financeApplicationHref,
  financeView,
  submitFinanceQuote,
} from '@forecourt/finance';
import { formatInteger } from '@forecourt/format';
import { ANALYTICS_EVENT_IDS, type LeadKind } from '@forecourt/lead-payloads';
import { type MarketPricedCar, marketPriceBadge } from '@forecourt/pricing';
import {
  apiFor,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  pageUrl,
  publicPageHeaders,
  shareMeta,
  siteLogoUrl,
  siteOf,
  trackEvent,
  vehiclePageSeo,
} from '@forecourt/site-shell';
import { Breadcrumbs, Button } from '@forecourt/ui-kit';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import { lazy, Suspense } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { FIND_ME_SOMETHING_SIMILAR_LABEL } from '../availability.ts';
import { dealerContact } from '../call-dealer.ts';
import { type EnquiryFailure, submitCarEnquiry, vdpSite } from '../car-enquiry.ts';
import { dealerComments } from '../dealer-comments.ts';
import type { EnquiryFormInput } from '../enquiry-submission.ts';
import { loadCar } from '../load-car.ts';
import { pluginLinks } from '../plugin-links.ts';
import { loadSimilarVehicles } from '../similar-vehicles-loader.ts';
import { CarLocationBar } from '../ui/CarLocationBar.tsx';
import { ToyotaCertifiedBadge } from '../ui/CertifiedPanels.tsx';
import { CheckoutLinks } from '../ui/CheckoutLinks.tsx';
import { ContactBars } from '../ui/ContactBars.tsx';
import { MediaViewer } from '../ui/MediaViewer.tsx';
import { OutOfStockPanel } from '../ui/OutOfStockPanel.tsx';
import { PluginLinks } from '../ui/PluginLinks.tsx';
import { PriceBlock } from '../ui/PriceBlock.tsx';
import {
  LazyCallDealer,
  LazyDetails,
  LazyEnquiryForm,
  LazyFinance,
  LazyPriceComparison,
  LazySimilar,
  LazyTools,
  LazyVehicleActions,
  LazyVehicleLocation,
} from '../ui/sections/index.ts';
import { useEnquiryDialog } from '../ui/useEnquiryDialog.ts';
import { useVehicleAnalytics } from '../ui/useVehicleAnalytics.ts';
import { useViewCount } from '../ui/useViewCount.ts';
import { isCarLocationBarDismissed, vehicleActionsView } from '../vehicle-actions.ts';
import { enquiryCar, vehicleDetail } from '../vehicle-detail.ts';
import { isVehicleLeadIntent, submitVehicleLead } from '../vehicle-leads.ts';
import { vehicleMap } from '../vehicle-map.ts';
import { vehicleMedia } from '../vehicle-media.ts';
import { vdpTools } from '../vehicle-tools.ts';
import { vehicleView } from '../vehicle-view.ts';

export const links: LinksFunction = () =>
  stylesheetLinks(
    '@forecourt/ui-kit/styles.css',
    '@forecourt/vdp/vdp.css',
    '@forecourt/finance/finance.css',
  );

/** The car's finance fields as `financeView` reads them (vehicle-stock §3 Finance data). */
const financeCar = (car: ApiCar): FinanceViewCar => ({
  ...car,
  finance_lenders: (car.finance_lenders ?? null) as FinanceViewCar['finance_lenders'],
});

function mapAddress(car: ApiCar): string | null {
  const address = car.location?.address as Record<string, unknown> | undefined;
  if (!address) return null;
  const parts = [address.street, address.city, address.state, address.postcode].filter(
    (part): part is string | number => typeof part === 'string' || typeof part === 'number',
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

const EnquiryDialog = lazy(() =>
  import('../enquiry-dialog.ts').then((module) => ({ default: module.EnquiryDialog })),
);
/** Starts fetching the dialog's code, e.g. when a pointer nears the button that opens it. */
const preloadEnquiryDialog = () => {
  void import('../enquiry-dialog.ts');
};

/** `?enquire=similar` asks a sold car's page for the Find Me Something Similar form without scripts. */
const ENQUIRE_PARAM = 'enquire';

/**
 * The vehicle page (vehicle-stock §2): the core page of the vdp feature rendered on the server —
 * gallery, title, price and was-price, location (#vehicle-map), Key Information, Car Details,
 * specifications, dealer comments (sanitised again here), features — and the enquiry form; the
 * similar-vehicles carousel loads when scrolled near. A car that is not in stock shows only the
 * sold message and its similar vehicles, rendered here (vehicle-stock §2, §4).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const api = apiFor(request, context);
  const car = await loadCar(api, params.slug ?? '', site.slug);
  const summary = vehicleView(car, site);
  const now = new Date();
  const vehicle = vehicleDetail(car, vdpSite(site), now);
  const inStock = vehicle.availability.inStock;
  // Finance shows only where eligible for the site's provider (vehicle-stock §5), as the car's
  // one estimate on the site's finance basis — the figure its result card and sticky header show
  // (site-wide §9). No second, differently based quote is shown beside it.
  const finance = inStock ? financeView(financeCar(car), site, now) : null;
  // The view is counted by the page after hydration (useViewCount), so this render is the same
  // for every anonymous shopper and the page cache may keep it.
  const marketBadge =
    inStock && site.features.market_price_badge
      ? (marketPriceBadge(car as MarketPricedCar)?.text ?? null)
      : null;
  const canonical = canonicalUrl(site.url, request.url, car.path);
  // Sharing tags and JSON-LD (Car + Offer, AutoDealer, BreadcrumbList), built here so the
  // server renders them and hydration sees the same data.
  const { share, jsonLd } = vehiclePageSeo(
    car,
    { ...site, logo: siteLogoUrl(site) },
    {
      origin: canonicalOrigin(site.url, request.url),
      canonical,
      title: summary.title,
      breadcrumbs: vehicle.breadcrumbs.map((crumb) => ({ name: crumb.label, href: crumb.href })),
    },
  );
  return {
    seo: {
      title: `${summary.title} | ${site.name}`,
      description: summary.description,
      canonical,
    },
    share,
    jsonLd,
    vehicle,
    // Spin, walkaround video, gallery and interior (vehicle-stock §2, §4).
    media: vehicleMedia(car, site, vehicle.title),
    comments: dealerComments(car.dealercomments),
    // Tabs, action links, certified panels, calculators and analytics (vehicle-stock §2, §5, §7).
    tools: vdpTools(car, site, vehicle),
    views: typeof car.views === 'number' ? car.views : null,
    mapAddress: mapAddress(car),
    // The map of the car's yard where the site shows the map section (site-wide §3).
    map: vehicleMap(car, site),
    // Car Analysis and PPSR Report where the site sets their links (site-wide §3 plugins).
    plugins: inStock ? pluginLinks(car, site) : [],
    // The sticky header and footer bars, each a site switch (vehicle-stock §2).
    sticky: { header: site.features.sticky_header, footer: site.features.sticky_footer },
    // The similar-vehicles carousel is a site switch (vehicle-stock §2).
    showSimilar: site.features.similar_vehicles,
    finance: finance?.eligible ? finance.view : null,
    // The finance application link built from the car's parameters (vehicle-stock §2, §7).
    financeApplication: inStock ? financeApplicationHref(car, site) : null,
    marketBadge,
    priceComparison: inStock && site.features.price_comparison,
    similar:
      inStock || !site.features.similar_vehicles
        ? null
        : await loadSimilarVehicles(request, context, car, site, now),
    enquiryRequested: new URL(request.url).searchParams.has(ENQUIRE_PARAM),
    // Test drive, request photos, share row, print and the location bar (vehicle-stock §2, §4).
    actions: inStock
      ? vehicleActionsView(car, site, {
          title: vehicle.title,
          shareUrl: canonical,
          locationBarDismissed: isCarLocationBarDismissed(request.headers.get('cookie')),
        })
      : null,
    termsRequired: site.features.terms_required,
    // Save to My Garage, the server watchlist, where the site has the garage (vehicle-stock §4, §6).
    watchlist: site.garage_enabled ? { id: car.id, status: car.status } : null,
    // The call-the-dealer card and sticky footer (vehicle-stock §2, §4).
    contact: inStock ? dealerContact(car, site) : null,
  };
}

/**
 * /success after a lead about this car: it names the car and the kind of lead, whose
 * analytics events it sends (15 or 48, then 22; vehicle-stock §7).
 */
const successHref = (slug: string, kind: LeadKind) =>
  `/success?car=${encodeURIComponent(slug)}&lead=${kind}`;

/**
 * The enquiry form's action: posts a Car Enquiry lead through the API client and goes to
 * /success on `{ lead_id }`, otherwise returns the errors to show (vehicle-stock §4, §8). It
 * works as a plain form post (no JavaScript) and through `Form` / `fetcher.Form`. A post with
 * `intent=finance_quote` is the Request a Quote form: a finance lead, the same way
 * (vehicle-stock §2 Calculators, §7); its errors carry the intent.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = siteOf(context);
  const api = apiFor(request, context);
  const car = await loadCar(api, params.slug ?? '', site.slug);
  const form = await request.formData();
  const intent = form.get('intent');
  // The test drive and request photos dialogs: their lead kinds, then /success (vehicle-stock §5, §8).
  if (isVehicleLeadIntent(intent)) {
    const lead = await submitVehicleLead(intent, form, {
      api,
      car,
      site: vdpSite(site),
      url: pageUrl(request.url),
      userAgent: request.headers.get('user-agent'),
      booking: site.features.test_drive_booking,
    });
    if (lead.ok) return redirect(successHref(car.slug, intent));
    return data(lead.failure, { status: lead.status });
  }
  if (intent === FINANCE_QUOTE_INTENT) {
    const quote = await submitFinanceQuote(form, {
      api,
      car: enquiryCar(car),
      site: vdpSite(site),
      url: request.url,
      userAgent: request.headers.get('user-agent'),
    });
    if (quote.ok) return redirect(successHref(car.slug, 'finance'));
    return data(quote.failure, { status: quote.status });
  }
  const outcome = await submitCarEnquiry(form, {
    api,
    car,
    site: vdpSite(site),
    url: pageUrl(request.url),
    userAgent: request.headers.get('user-agent'),
  });
  // /success names the car enquired about.
  if (outcome.ok) return redirect(successHref(car.slug, 'car_enquiry'));
  return data(outcome.failure, { status: outcome.status });
}

/**
 * The same for every anonymous shopper (the view is counted by the page, nothing per shopper is
 * rendered without a cookie): the rendered-page cache may keep it; a stock change drops it.
 */
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? shareMeta(loaderData.seo, loaderData.share) : [];

export default function VehiclePage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { vehicle, comments, mapAddress: address, similar, finance, tools } = loaderData;
  const views = useViewCount(vehicle.slug, loaderData.views);
  useVehicleAnalytics(tools.analytics.vehicle);
  // The Request a Quote form's errors carry its intent; anything else is the enquiry's.
  const enquiryFailure: EnquiryFailure | undefined =
    actionData && !('intent' in actionData) ? actionData : undefined;
  const navigation = useNavigation();
  const submittingIntent = navigation.formData?.get('intent');
  const fetcher = useFetcher<typeof action>();
  // Mounted on first open and kept; each opening sends event 14 (vehicle-stock §7).
  const {
    open: dialogOpen,
    mounted: dialogMounted,
    openDialog,
    setOpen: setDialogOpen,
  } = useEnquiryDialog(vehicle.id);
  const inStock = vehicle.availability.inStock;
  // A sold car's page shows the form only when asked for (the no-script Find Me Something
  // Similar link) or to show a failed post's errors.
  const showEnquiryForm = inStock || loaderData.enquiryRequested || enquiryFailure !== undefined;
  const defaults: EnquiryFormInput = { message: vehicle.enquiryDefaults.message, opt_in: false };
  const hidden: Record<string, string> = vehicle.enquiryDefaults.subcategory
    ? { subcategory: vehicle.enquiryDefaults.subcategory }
    : {};
  const dialogFailure = fetcher.data;
  const enquiryForm = (
    <section id="enquiry" className="vdp__enquiry" aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading">
        {inStock
          ? `Enquire about this ${vehicle.noun.singular.toLowerCase()}`
          : FIND_ME_SOMETHING_SIMILAR_LABEL}
      </h2>
      <LazyEnquiryForm
        values={enquiryFailure?.values ?? defaults}
        fieldErrors={enquiryFailure?.fieldErrors ?? {}}
        formError={enquiryFailure?.formError ?? null}
        submitting={navigation.state === 'submitting' && submittingIntent !== FINANCE_QUOTE_INTENT}
        termsRequired={loaderData.termsRequired}
        hidden={hidden}
        renderForm={(content, props) => (
          <Form method="post" noValidate className={props.className}>
            {content}
          </Form>
        )}
      />
    </section>
  );
  return (
    <article className="page vehicle vdp" data-feature-slot="vdp" aria-labelledby="vehicle-title">
      <JsonLdScripts items={loaderData.jsonLd} />
      {loaderData.actions?.locationBar ? (
        <CarLocationBar text={loaderData.actions.locationBar} />
      ) : null}
      <Breadcrumbs items={vehicle.breadcrumbs} />
      {inStock ? (
        <>
          <div className="vdp__layout">
            <div className="vdp__media">
              <MediaViewer
                media={loaderData.media}
                images={vehicle.images}
                showThumbnails={vehicle.showThumbnails}
                title={vehicle.title}
              />
            </div>
            <aside className="vdp__sidebar" aria-labelledby="vehicle-title">
              {/* Title, variant, views and price read as one group (templates' DESIGN.md
                  "Vehicle page"): tight steps inside it, the sidebar's gap around it. */}
              <div className="vdp__summary">
                <h1 id="vehicle-title">{vehicle.title}</h1>
                {vehicle.subtitle ? <p className="vdp__subtitle">{vehicle.subtitle}</p> : null}
                {views !== null ? <p className="vdp__views">{formatInteger(views)} views</p> : null}
                <PriceBlock
                  price={vehicle.price}
                  tag={vehicle.availability.tag}
                  marketBadge={loaderData.marketBadge}
                />
              </div>
              {/* A reserved or coming-soon car says so where its buttons go (vehicle-stock §4). */}
              {vehicle.availability.note ? (
                <p className="vdp__status-note">{vehicle.availability.note}</p>
              ) : null}
              {tools.toyotaBadge ? <ToyotaCertifiedBadge /> : null}
              {finance ? <FinanceSummary summary={finance.summary} href="#finance" /> : null}
              <Button
                variant="primary"
                aria-haspopup="dialog"
                onClick={openDialog}
                onPointerEnter={preloadEnquiryDialog}
                onFocus={preloadEnquiryDialog}
              >
                Enquire now
              </Button>
              {loaderData.financeApplication ? (
                <a
                  className="fc-button fc-button--secondary fc-button--md vdp__finance-application"
                  href={loaderData.financeApplication}
                >
                  Apply for Finance
                </a>
              ) : null}
              {loaderData.watchlist ? (
                <>
                  <SaveToGarage car={loaderData.watchlist} />
                  {/* My Garage's recently viewed cars: sent after hydration, signed in only. */}
                  <RecordRecentlyViewed carId={loaderData.watchlist.id} />
                </>
              ) : null}
              {loaderData.contact ? <LazyCallDealer contact={loaderData.contact} /> : null}
              <CheckoutLinks
                actions={tools.actions}
                onHistoryReport={() =>
                  trackEvent(ANALYTICS_EVENT_IDS.HISTORY_REPORT, { car_id: vehicle.id })
                }
              />
              <PluginLinks links={loaderData.plugins} />
              {loaderData.actions ? <LazyVehicleActions actions={loaderData.actions} /> : null}
              {vehicle.location ? (
                <p className="vdp__location">
                  Located in <a href={vehicle.location.href}>{vehicle.location.text}</a>
                </p>
              ) : null}
            </aside>
          </div>
          {/* Below the fold: rendered here in full, their code loaded when near. */}
          <LazyDetails vehicle={vehicle} tools={tools} comments={comments} />
          {finance ? <LazyFinance carId={vehicle.id} finance={finance} /> : null}
          {tools.fuelEconomy !== null || tools.delivery ? (
            <LazyTools
              carId={vehicle.id}
              fuelEconomy={tools.fuelEconomy}
              delivery={tools.delivery}
            />
          ) : null}
          {loaderData.priceComparison ? <LazyPriceComparison slug={vehicle.slug} /> : null}
          {vehicle.location ? (
            <LazyVehicleLocation address={address ?? vehicle.location.text} map={loaderData.map} />
          ) : null}
          {enquiryForm}
          <ContactBars
            vehicle={vehicle}
            contact={loaderData.contact}
            weekly={finance?.stickyWeekly ?? null}
            financeHref={finance ? '#finance' : null}
            tradeInHref={tools.actions.tradeIn?.href ?? null}
            onEnquire={openDialog}
            onEnquireIntent={preloadEnquiryDialog}
            stickyHeader={loaderData.sticky.header}
            stickyFooter={loaderData.sticky.footer}
          />
        </>
      ) : (
        // Not in stock: only the sold message and similar vehicles (vehicle-stock §2, §4).
        <div className="vdp__sold">
          <h1 id="vehicle-title">{vehicle.title}</h1>
          <OutOfStockPanel
            action={
              <a
                className="fc-button fc-button--primary fc-button--md"
                href={`?${ENQUIRE_PARAM}=similar#enquiry`}
                aria-haspopup="dialog"
                onClick={(event) => {
                  event.preventDefault();
                  openDialog();
                }}
                onPointerEnter={preloadEnquiryDialog}
                onFocus={preloadEnquiryDialog}
              >
                {FIND_ME_SOMETHING_SIMILAR_LABEL}
              </a>
            }
          />
          {showEnquiryForm ? enquiryForm : null}
        </div>
      )}
      {loaderData.showSimilar ? (
        <LazySimilar key={vehicle.slug} slug={vehicle.slug} similar={similar} />
      ) : null}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <EnquiryDialog
            title={inStock ? `Enquire about ${vehicle.title}` : FIND_ME_SOMETHING_SIMILAR_LABEL}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            values={dialogFailure?.values ?? defaults}
            fieldErrors={dialogFailure?.fieldErrors ?? {}}
            formError={dialogFailure?.formError ?? null}
            submitting={fetcher.state === 'submitting'}
            termsRequired={loaderData.termsRequired}
            hidden={hidden}
            renderForm={(content, props) => (
              <fetcher.Form method="post" noValidate className={props.className}>
                {content}
              </fetcher.Form>
            )}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
