import { slugify } from '@forecourt/format';
import { siteOf } from '@forecourt/site-shell';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import type { CarHit } from '../car-hit.ts';
import { multiSearch } from '../multi-search.ts';
import { searchFilter } from '../search-request.ts';
import { EMPTY_SEARCH_STATE, searchHref } from '../search-state.ts';

/**
 * `/{model-slug}`, where an offer's Explore model link goes (site-wide §2): the model's stock on
 * the results page, found by slug among the models the site's search knows (one facets-only
 * search). A slug that names no model is the site's 404 page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const slug = (params.modelSlug ?? '').toLowerCase();
  const [result] = await multiSearch<CarHit>(request, context, {
    queries: [
      {
        indexUid: 'cars',
        q: '',
        facets: ['model'],
        filter: searchFilter(EMPTY_SEARCH_STATE, site, { now: new Date() }),
        hitsPerPage: 0,
        page: 1,
      },
    ],
  });
  const model = Object.keys(result?.facetDistribution?.model ?? {}).find(
    (name) => slugify(name) === slug,
  );
  if (!model) throw data(null, { status: 404, statusText: 'Not Found' });
  return redirect(searchHref({ ...EMPTY_SEARCH_STATE, refinements: { model: [model] } }));
}
