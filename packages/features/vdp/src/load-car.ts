import { type ApiClient, type Car, isApiClientError } from '@forecourt/api-client';
import { data } from 'react-router';

/** The site's car by slug from the platform API; an unknown slug is the site's 404 page. */
export async function loadCar(api: ApiClient, slug: string, siteSlug: string): Promise<Car> {
  try {
    return await api.car(slug, { site: siteSlug });
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
