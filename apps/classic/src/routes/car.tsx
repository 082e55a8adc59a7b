import { isApiClientError } from '@forecourt/api-client';
import { data, Link } from 'react-router';
import { apiFor } from '../api.server.ts';
import { canonicalUrl, pageMeta } from '../seo.ts';
import { site } from '../site.ts';
import { vehicleView } from '../vehicle-view.ts';
import type { Route } from './+types/car';

/**
 * The vehicle page, minimal for now: title, price, key specs. The vdp feature mounts here
 * (gallery, finance, enquiry, similar vehicles; vehicle-stock §2).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const car = await apiFor(request, context).car(params.slug, { site: site.slug });
    const vehicle = vehicleView(car, site);
    return {
      seo: {
        title: `${vehicle.title} | ${site.name}`,
        description: vehicle.description,
        canonical: canonicalUrl(site.url, request.url, car.path),
      },
      vehicle,
    };
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.seo) : [];

export default function Car({ loaderData }: Route.ComponentProps) {
  const { vehicle } = loaderData;
  return (
    <article className="page vehicle" data-feature-slot="vdp" aria-labelledby="vehicle-title">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumbs">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/search">Cars for sale</Link>
          </li>
          <li aria-current="page">{vehicle.title}</li>
        </ol>
      </nav>
      <div className="vehicle__layout">
        {vehicle.image ? (
          <img
            className="vehicle__image"
            src={vehicle.image.src}
            alt={vehicle.image.alt}
            width={600}
            height={400}
          />
        ) : null}
        <div className="vehicle__summary">
          <h1 id="vehicle-title">{vehicle.title}</h1>
          {vehicle.subtitle ? <p className="vehicle__subtitle">{vehicle.subtitle}</p> : null}
          {vehicle.inStock ? (
            <p className="vehicle__price">
              {vehicle.wasPriceText ? (
                <>
                  <del>
                    <span className="visually-hidden">Was </span>
                    {vehicle.wasPriceText}
                  </del>{' '}
                  <span className="visually-hidden">Now </span>
                </>
              ) : null}
              <strong>{vehicle.priceText}</strong>
              {vehicle.priceType ? <span> {vehicle.priceType}</span> : null}
            </p>
          ) : (
            <p className="notice">This vehicle has been sold.</p>
          )}
          {vehicle.location ? <p>Located in {vehicle.location}</p> : null}
        </div>
      </div>
      <section aria-labelledby="specs-heading">
        <h2 id="specs-heading">Key specifications</h2>
        <dl className="specs">
          {vehicle.specs.map((spec) => (
            <div key={spec.label}>
              <dt>{spec.label}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
