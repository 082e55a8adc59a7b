import {
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  pageMeta,
  pageUrl,
  siteOf,
} from '@forecourt/site-shell';
import { Breadcrumbs } from '@forecourt/ui-kit';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { BLOG_HEADING, BLOG_PATH, blogCardView, blogPostPath, findBlogPost } from '../blog.ts';
import { blogPostHtml } from '../blog-html.ts';
import { blogPostingJsonLd } from '../blog-json-ld.ts';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/reviews/reviews.css');

/**
 * /blog/{slug} (site-wide §2 /blog): one post, its Markdown as sanitised HTML, with title,
 * description (its summary), canonical, BlogPosting and BreadcrumbList JSON-LD; an unknown slug
 * is a 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const post = findBlogPost(site, params.slug ?? '');
  if (!post) throw data(null, { status: 404 });
  const origin = canonicalOrigin(site.url, request.url);
  const canonical = canonicalUrl(site.url, request.url, blogPostPath(post.slug));
  return {
    seo: { title: `${post.title} | ${site.name}`, description: post.summary, canonical },
    jsonLd: [
      blogPostingJsonLd(post, { name: site.name, origin }, canonical),
      breadcrumbJsonLd(
        [
          { name: 'Home', href: '/' },
          { name: BLOG_HEADING, href: BLOG_PATH },
          { name: post.title },
        ],
        origin,
        canonical,
      ),
    ],
    post: {
      ...blogCardView(post),
      html: blogPostHtml(post.markdown, new URL(pageUrl(request.url)).origin),
    },
  };
}

/** The same for every anonymous shopper: the rendered-page cache may keep it. */
export { publicPageHeaders as headers } from '@forecourt/site-shell';

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

export default function BlogPostPage() {
  const { post, jsonLd } = useLoaderData<typeof loader>();
  return (
    <div className="page blog-post-page">
      <JsonLdScripts items={jsonLd} />
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: BLOG_HEADING, href: BLOG_PATH },
          { label: post.heading },
        ]}
      />
      <article className="blog-post">
        <h1>{post.heading}</h1>
        {post.date ? (
          <p className="blog-post__date">
            <time dateTime={post.dateTime}>{post.date}</time>
          </p>
        ) : null}
        {post.image ? (
          <img className="blog-post__image" src={post.image} alt="" width={1200} height={675} />
        ) : null}
        <div
          className="blog-post__body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the dealer's Markdown, as HTML through the dealer-HTML sanitiser in the loader
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </article>
    </div>
  );
}
