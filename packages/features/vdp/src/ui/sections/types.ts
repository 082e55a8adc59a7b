import type { loader } from '../../routes/car.tsx';

/** The vehicle page's loader data, which the lazy sections are fed from (stable props). */
export type VehiclePageData = Awaited<ReturnType<typeof loader>>;
