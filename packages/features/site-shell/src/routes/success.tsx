import { Link, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { canonicalUrl, pageMeta } from '../seo.ts';
import { siteOf, useSite } from '../site-context.tsx';
import { telHref } from '../site-text.ts';

export function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  return {
    seo: {
      title: `Thank you | ${site.name}`,
      description: `Thank you for your enquiry. ${site.name} will be in touch soon.`,
      canonical: canonicalUrl(site.url, request.url, '/success'),
      noindex: true,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/** Shown after a lead is accepted (vehicle-stock §2, site-wide §2). */
export default function Success() {
  const site = useSite();
  return (
    <div className="page narrow">
      <h1>Thank you</h1>
      <p>
        We have received your enquiry and {site.name} will be in touch soon
        {site.phone ? (
          <>
            . If it is urgent, call us on <a href={telHref(site.phone)}>{site.phone}</a>
          </>
        ) : null}
        .
      </p>
      <ul className="link-list">
        <li>
          <Link to="/search">Keep browsing our stock</Link>
        </li>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
      </ul>
    </div>
  );
}
