import { isApiClientError, type Spin, type SpinPromotion } from '@forecourt/api-client';
import { fieldErrors, spinEntrySchema } from '@forecourt/lead-payloads';
import { canonicalUrl, pageMeta, requireSignIn, shopperApi, siteOf } from '@forecourt/site-shell';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from 'react-router';
import { longDate, SPIN_COPY } from '../copy.ts';
import { SpinEntryForm } from '../ui/SpinEntryForm.tsx';
import { SpinResult } from '../ui/SpinResult.tsx';
import { SpinWheel } from '../ui/SpinWheel.tsx';

export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/promotions/promotions.css');

const PATH = '/spin-to-win';

/** The site's promotion (404 when it runs none: `spin_to_win` is null). */
async function promotionOf(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const site = siteOf(args.context);
  if (!site.spin_to_win) throw data(null, { status: 404, statusText: 'Not Found' });
  try {
    return { site, ...(await shopperApi(args).promotions.spinToWin(site.slug)) };
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    throw error;
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const { site, promotion, spin: ownSpin } = await promotionOf(args);
  let user = null;
  // site-wide §2: spin-to-win is gated only where the site lists it; an ended promotion is not.
  if (promotion.status === 'running') {
    user = await requireSignIn(args, 'spin-to-win', { back: '/' });
  }
  const query = new URL(args.request.url).searchParams;
  let spin: Spin | null = ownSpin;
  const spinId = query.get('spin');
  if (!spin && spinId) {
    try {
      const found = await shopperApi(args).promotions.spinById(spinId);
      spin = found.promotion_id === promotion.id ? found : null;
    } catch (error) {
      if (!isApiClientError(error) || error.status !== 404) throw error;
    }
  }
  return {
    seo: {
      title: `${promotion.title} | ${site.name}`,
      description: promotion.intro ?? promotion.title,
      canonical: canonicalUrl(site.url, args.request.url, PATH),
    },
    promotion,
    spin,
    already: query.get('already') === '1' || (ownSpin !== null && spinId === null),
    signedIn: user !== null,
  };
}

export type SpinActionResult = {
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/** Spins on the server (the draw is the API's), then shows the prize (`?spin={id}`). */
export async function action(args: ActionFunctionArgs): Promise<SpinActionResult> {
  const { site, promotion } = await promotionOf(args);
  const user =
    promotion.status === 'running' ? await requireSignIn(args, 'spin-to-win', { back: '/' }) : null;
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 200) : '';
  };
  const values = { name: text('name'), email: text('email'), phone: text('phone') };
  if (!user) {
    const parsed = spinEntrySchema.safeParse(values);
    if (!parsed.success) return { error: null, fields: fieldErrors(parsed.error), values };
  }
  try {
    const answer = await shopperApi(args).promotions.spin({
      site: site.slug,
      promotion_id: text('promotion_id') || promotion.id,
      ...(user ? {} : values),
    });
    throw redirect(
      `${PATH}?spin=${encodeURIComponent(answer.spin.id)}${answer.already ? '&already=1' : ''}`,
    );
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    return { error: error.message, fields: { ...error.fields }, values };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

function Dates({ promotion }: { promotion: SpinPromotion }) {
  return (
    <p>
      {SPIN_COPY.runs(
        longDate(`${promotion.starts_at.slice(0, 10)}T12:00:00+10:00`),
        longDate(`${promotion.expires_at.slice(0, 10)}T12:00:00+10:00`),
      )}
    </p>
  );
}

/**
 * `/spin-to-win` (site-wide §2): the promotion, its prizes as a list beside a CSS-only wheel, the
 * spin (signed in where the site gates it, else name and email or mobile), the drawn prize with
 * its terms announced in a live region — or that the promotion has ended.
 */
export default function SpinToWinPage() {
  const { promotion, spin, already, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const submitting = navigation.state === 'submitting';
  if (promotion.status !== 'running' && !spin) {
    return (
      <div className="page fc-promo-page">
        <h1>{promotion.title}</h1>
        {promotion.status === 'ended' ? (
          <>
            <p role="note">
              <strong>{SPIN_COPY.ended}</strong>
            </p>
            <p>{SPIN_COPY.endedText}</p>
          </>
        ) : (
          <p role="note">
            {SPIN_COPY.upcoming(longDate(`${promotion.starts_at.slice(0, 10)}T12:00:00+10:00`))}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="page fc-promo-page">
      <h1>{promotion.title}</h1>
      {promotion.intro ? <p>{promotion.intro}</p> : null}
      <Dates promotion={promotion} />
      <SpinWheel
        prizes={promotion.prizes}
        wonPrizeId={spin?.prize.id ?? null}
        announcement={spin ? SPIN_COPY.result(spin.prize.label) : ''}
      />
      {spin ? (
        <SpinResult prize={spin.prize.label} terms={spin.prize.terms} already={already} />
      ) : (
        <SpinEntryForm
          promotionId={promotion.id}
          signedIn={signedIn}
          defaultValues={result?.values}
          serverError={result?.error ?? null}
          serverFields={result?.fields}
          submitting={submitting}
          onValid={(form) => submit(form, { method: 'post' })}
        />
      )}
      <h2>{SPIN_COPY.termsHeading}</h2>
      <p>{promotion.terms}</p>
    </div>
  );
}
