import { isApiClientError, type LeadSubmission } from '@forecourt/api-client';
import { ENQUIRY_SUBMIT_FAILED_MESSAGE, FORM_ERRORS_HEADING } from '@forecourt/lead-payloads';
import {
  apiFor,
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  pageMeta,
  pageUrl,
  siteOf,
} from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { type ContentFormInput, contentFormInput, contentLead } from '../content-lead.ts';
import { contentSlugOf } from '../content-view.ts';
import { loadContentPage } from '../server.ts';
import { ContentPage } from '../ui/ContentPage.tsx';

export const links: LinksFunction = () => stylesheetLinks('@forecourt/ui-kit/styles.css');

/** The page the request names for its site, or a 404 (unknown or hidden page, site-wide §2). */
function pageFor(request: Request, context: LoaderFunctionArgs['context']) {
  const site = siteOf(context);
  // A scripted post or data request arrives as `/careers.data`: read the page's own path.
  const slug = contentSlugOf(new URL(pageUrl(request.url)).pathname);
  const page = slug ? loadContentPage(site, slug) : null;
  if (!page) throw data(null, { status: 404 });
  return { site, page };
}

/**
 * A content or service page (site-wide §2 "Other content and service pages"): one module for
 * every path in `CONTENT_PAGE_SLUGS` (`/book-test-drive/` too), its copy from the site config
 * (dealer HTML sanitised) over the platform defaults, with breadcrumbs as JSON-LD.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { site, page } = pageFor(request, context);
  const path = `/${page.slug}`;
  const origin = canonicalOrigin(site.url, request.url);
  const canonical = canonicalUrl(site.url, request.url, path);
  return {
    seo: { title: `${page.title} | ${site.name}`, description: page.description, canonical },
    jsonLd: [
      breadcrumbJsonLd([{ name: 'Home', href: '/' }, { name: page.title }], origin, canonical),
    ],
    page,
  };
}

/** What the form shows again after a failed submit. */
export interface ContentFormFailure {
  values: ContentFormInput;
  fieldErrors: Record<string, string>;
  formError: string;
}

/**
 * The page's enquiry (site-wide §5): validated with the shared enquiry rules, sent through the
 * API client (careers as General Enquiry / Career Enquiry), then /success; otherwise the errors.
 * A plain form post works without scripts.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { site, page } = pageFor(request, context);
  if (!page.form) throw data(null, { status: 405 });
  const values = contentFormInput(await request.formData());
  const lead = contentLead(values, page.form, {
    site: site.slug,
    dealershipCount: page.dealerships.length,
    termsRequired: page.termsRequired,
    messageOptional: page.messageOptional,
    url: pageUrl(request.url),
    userAgent: request.headers.get('user-agent'),
  });
  if (!lead.ok) {
    return data<ContentFormFailure>(
      { values, fieldErrors: lead.fields, formError: FORM_ERRORS_HEADING },
      { status: 400 },
    );
  }
  try {
    await apiFor(request, context).submitLead(lead.payload as unknown as LeadSubmission);
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    return data<ContentFormFailure>(
      {
        values,
        fieldErrors: { ...error.fields },
        // site-wide §8: a failed enquiry alerts "An error occurred when submitting this form",
        // whatever the server said; its field messages still show by their fields.
        formError: ENQUIRY_SUBMIT_FAILED_MESSAGE,
      },
      { status: error.status >= 400 && error.status < 600 ? error.status : 502 },
    );
  }
  // /success sends the lead's analytics event: careers 51, any other enquiry 22 (site-wide §7).
  return redirect(`/success?lead=${page.form.kind === 'careers' ? 'careers' : 'general_enquiry'}`);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

export default function ContentRoute() {
  const { page, jsonLd } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <>
      <JsonLdScripts items={jsonLd} />
      <ContentPage
        title={page.title}
        html={page.html}
        form={page.form}
        bookingUrl={page.bookingUrl}
        dealerships={page.dealerships}
        termsRequired={page.termsRequired}
        messageOptional={page.messageOptional}
        values={failure?.values ?? {}}
        fieldErrors={failure?.fieldErrors ?? {}}
        formError={failure?.formError ?? null}
        submitting={navigation.state === 'submitting'}
        renderForm={(content, props) => (
          <Form method="post" noValidate className={props.className}>
            {content}
          </Form>
        )}
      />
    </>
  );
}
