import { formatDate } from '@forecourt/format';
import { apiFor, canonicalUrl, pageMeta, siteOf } from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { vdpSite } from '../car-enquiry.ts';
import { dealerComments } from '../dealer-comments.ts';
import { loadCar } from '../load-car.ts';
import { PrintableVehicle } from '../ui/PrintableVehicle.tsx';
import { printableDealer } from '../vehicle-actions.ts';
import { vehicleDetail } from '../vehicle-detail.ts';

export const links: LinksFunction = () =>
  stylesheetLinks(
    '@forecourt/ui-kit/styles.css',
    '@forecourt/vdp/vdp.css',
    '@forecourt/vdp/print.css',
  );

/**
 * The printable vehicle page, `/print?car_id={slug}` (vehicle-stock §2, opened in a new tab from
 * the vehicle page's Print link): server-rendered, kept out of search results (noindex, canonical
 * the vehicle page), with a print stylesheet. An unknown or missing car is the site's 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const slug = new URL(request.url).searchParams.get('car_id')?.trim();
  if (!slug) throw data(null, { status: 404 });
  const car = await loadCar(apiFor(request, context), slug, site.slug);
  const now = new Date();
  const vehicle = vehicleDetail(car, vdpSite(site), now);
  const canonical = canonicalUrl(site.url, request.url, car.path);
  return {
    seo: {
      title: `Print: ${vehicle.title} | ${site.name}`,
      description: `Printable details of the ${vehicle.title} from ${site.name}.`,
      canonical,
      noindex: true,
    },
    title: vehicle.title,
    subtitle: vehicle.subtitle,
    price: vehicle.price,
    image: vehicle.images[0] ?? null,
    rows: [...vehicle.keyInformation, ...vehicle.carDetails].filter(
      (row, index, all) => all.findIndex((other) => other.label === row.label) === index,
    ),
    comments: dealerComments(car.dealercomments),
    dealer: printableDealer(car),
    pageUrl: canonical,
    printedText: `Printed ${formatDate(now) ?? ''}`.trim(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

export default function PrintPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <PrintableVehicle
      title={page.title}
      subtitle={page.subtitle}
      price={page.price}
      image={page.image}
      rows={page.rows}
      comments={page.comments}
      dealer={page.dealer}
      pageUrl={page.pageUrl}
      printedText={page.printedText}
    />
  );
}
