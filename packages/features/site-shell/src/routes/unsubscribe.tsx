import { isApiClientError } from '@forecourt/api-client';
import { emailSchema } from '@forecourt/lead-payloads';
import { Button, TextField } from '@forecourt/ui-kit';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from 'react-router';
import { apiFor } from '../api-client.ts';
import { canonicalUrl, pageMeta } from '../seo.ts';
import { siteOf, useSite } from '../site-context.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  // An email link may carry the address (?email=) so one click and a confirm do it.
  const email = new URL(request.url).searchParams.get('email')?.slice(0, 254) ?? '';
  return {
    seo: {
      title: `Unsubscribe | ${site.name}`,
      description: `Stop emails from ${site.name}.`,
      canonical: canonicalUrl(site.url, request.url, '/pages/unsubscribe'),
      noindex: true,
    },
    email,
  };
}

export type UnsubscribeResult =
  | { ok: true; message: string; email: string }
  | { ok: false; error: string; email: string };

/**
 * Records the unsubscribe through the platform API (which validates again and keeps it, APP 7
 * and 13); a bad address answers the field message without calling it.
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<UnsubscribeResult> {
  const site = siteOf(context);
  const form = await request.formData();
  const raw = form.get('email');
  const email = typeof raw === 'string' ? raw.slice(0, 254) : '';
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid email.', email };
  }
  try {
    const answer = await apiFor(request, context).privacy.unsubscribe({
      site: site.slug,
      email: parsed.data,
    });
    return { ok: true, message: answer.message, email: parsed.data };
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    return { ok: false, error: error.fields.email ?? error.message, email };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

/** `/pages/unsubscribe`: stop a site's emails to an address; works without scripts (a plain form). */
export default function Unsubscribe() {
  const site = useSite();
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="page narrow">
      <h1>Unsubscribe</h1>
      {result?.ok ? (
        <p role="status">{result.message}</p>
      ) : (
        <>
          <p>Enter your email address and {site.name} will stop sending you emails.</p>
          <Form method="post" noValidate>
            <TextField
              label="Email address"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.email ?? email}
              error={result && !result.ok ? result.error : undefined}
            />
            <Button type="submit">Unsubscribe</Button>
          </Form>
        </>
      )}
    </div>
  );
}
