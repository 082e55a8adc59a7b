import { slugify } from '@forecourt/format';
import { bodyTypeSlug } from '@forecourt/site-config';
import { canonicalUrl, pageMeta, siteOf } from '@forecourt/site-shell';
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import type { CarHit } from '../car-hit.ts';
import {
  multiSearch,
  SearchUnavailableError,
  searchPageHeaders,
  searchUnavailable,
} from '../multi-search.ts';
import { searchFilter } from '../search-request.ts';
import { EMPTY_SEARCH_STATE, searchHref } from '../search-state.ts';
import { MODEL_RANGE_CAR_TYPES, rangeModelHref } from '../stock-links.ts';

/** One model of the range: its stock count and where its stock is. */
export interface RangeModel {
  model: string;
  count: number;
  href: string;
}

/**
 * The range's models with their counts: the site's configured range (`stock.models`, site-wide
 * §3) in its order, those of them in stock; without a configured range, every model in stock,
 * most stocked first.
 */
export function rangeModels(
  inStock: readonly [string, number][],
  configured: readonly string[],
): [string, number][] {
  if (configured.length === 0) {
    return [...inStock].sort(([a, m], [b, n]) => n - m || a.localeCompare(b, 'en-AU'));
  }
  return configured.flatMap((name) => {
    const held = inStock.find(([model]) => slugify(model) === slugify(name));
    return held ? [held] : [];
  });
}

/**
 * `/models?body={body-type}` (site-wide §2 routes): the model range of a site's new and demo
 * stock, optionally of one body type (its `bodyTypeSlug`: lowercased, spaces to hyphens, `&`
 * removed), each model linking its stock; the body types are links to their own range. One
 * facets-only search through the site's search (scoped to the site by its host).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const url = new URL(request.url);
  const bodySlug = url.searchParams.get('body')?.trim().toLowerCase() || null;
  const now = new Date();
  const query = (body: string | null) => ({
    indexUid: 'cars',
    q: '',
    facets: ['make', 'model', 'body'],
    filter: searchFilter(
      {
        ...EMPTY_SEARCH_STATE,
        refinements: { car_type: [...MODEL_RANGE_CAR_TYPES], ...(body ? { body: [body] } : {}) },
      },
      site,
      { now },
    ),
    hitsPerPage: 0,
    page: 1,
  });
  const seo = {
    title: `Models | ${site.name}`,
    description: `The new and demo model range at ${site.name}.`,
    canonical: canonicalUrl(site.url, request.url, `/models${url.search}`),
  };
  try {
    const [all] = await multiSearch<CarHit>(request, context, { queries: [query(null)] });
    const bodies = Object.keys(all?.facetDistribution?.body ?? {}).sort();
    const body = bodySlug ? (bodies.find((name) => bodyTypeSlug(name) === bodySlug) ?? null) : null;
    const [result] = body
      ? await multiSearch<CarHit>(request, context, { queries: [query(body)] })
      : [all];
    const make = Object.keys(all?.facetDistribution?.make ?? {})[0] ?? null;
    const models: RangeModel[] = rangeModels(
      Object.entries(result?.facetDistribution?.model ?? {}),
      site.stock.models,
    ).map(([model, count]) => ({
      model,
      count,
      // The link lists what the count counts: the model's new and demo cars (vehicle-stock §4).
      href: make
        ? rangeModelHref(make, model)
        : searchHref({
            ...EMPTY_SEARCH_STATE,
            query: model,
            refinements: { car_type: [...MODEL_RANGE_CAR_TYPES] },
          }),
    }));
    return {
      seo,
      body,
      bodies: bodies.map((name) => ({ name, href: `/models?body=${bodyTypeSlug(name)}` })),
      models,
      unknownBody: bodySlug !== null && body === null,
      unavailable: false,
    };
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    console.error(`models page: ${error.message}`);
    // Not "no models in stock" with a 200 (vehicle-stock §2): 503, Retry-After, no-store.
    return searchUnavailable(
      { seo, body: null, bodies: [], models: [], unknownBody: false, unavailable: true },
      error,
    );
  }
}

/** A failed search's 503 keeps its Retry-After and no-store; otherwise the parents' headers. */
export const headers = searchPageHeaders(({ parentHeaders }) => parentHeaders);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

export default function ModelRange() {
  const { body, bodies, models, unknownBody, unavailable } = useLoaderData<typeof loader>();
  return (
    <div className="page models-page">
      <h1>{body ? `${body} models` : 'Our model range'}</h1>
      {bodies.length ? (
        <nav aria-label="Body types">
          <ul className="chip-list">
            <li>
              <Link className="chip" to="/models" aria-current={body ? undefined : 'page'}>
                All
              </Link>
            </li>
            {bodies.map((item) => (
              <li key={item.href}>
                <Link
                  className="chip"
                  to={item.href}
                  aria-current={item.name === body ? 'page' : undefined}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {unknownBody ? <p>We have no models of that body type in stock right now.</p> : null}
      {models.length ? (
        <ul className="model-range">
          {models.map((model) => (
            <li key={model.href}>
              <Link to={model.href}>
                <span className="model-range__name">{model.model}</span>
                <span className="model-range__from">{model.count} new and demo in stock</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : unavailable ? (
        <p role="alert">
          Sorry, we could not load the model range just now. Please try again in a moment.
        </p>
      ) : unknownBody ? null : (
        <p>No new or demo models are in stock right now.</p>
      )}
    </div>
  );
}
