import {
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  pageMeta,
  siteOf,
} from '@forecourt/site-shell';
import { Breadcrumbs } from '@forecourt/ui-kit';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { BLOG_EMPTY_TEXT, BLOG_HEADING, BLOG_PATH, blogCardView, blogPosts } from '../blog.ts';
import { BlogCards } from '../ui/BlogCards.tsx';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/reviews/reviews.css');

/**
 * /blog (site-wide §2): the site's posts newest first as cards (date `dd MMMM yyyy`, §3 Blog
 * card), with title, description, canonical and a BreadcrumbList.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const origin = canonicalOrigin(site.url, request.url);
  const canonical = canonicalUrl(site.url, request.url, BLOG_PATH);
  return {
    seo: {
      title: `${BLOG_HEADING} | ${site.name}`,
      description: `News, buying guides and tips from ${site.name}.`,
      canonical,
    },
    jsonLd: [
      breadcrumbJsonLd([{ name: 'Home', href: '/' }, { name: BLOG_HEADING }], origin, canonical),
    ],
    cards: blogPosts(site).map(blogCardView),
  };
}

/** The same for every anonymous shopper: the rendered-page cache may keep it. */
export { publicPageHeaders as headers } from '@forecourt/site-shell';

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

export default function Blog() {
  const { cards, jsonLd } = useLoaderData<typeof loader>();
  return (
    <div className="page blog-page">
      <JsonLdScripts items={jsonLd} />
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: BLOG_HEADING }]} />
      <h1>{BLOG_HEADING}</h1>
      {cards.length ? (
        <BlogCards cards={cards} cardHeadingLevel={2} section={false} />
      ) : (
        <p>{BLOG_EMPTY_TEXT}</p>
      )}
    </div>
  );
}
