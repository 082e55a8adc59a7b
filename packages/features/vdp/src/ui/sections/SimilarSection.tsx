import { useResultToggles } from '@forecourt/search';
import { useFetcher } from 'react-router';
import type { loader as similarLoader } from '../../routes/car-similar.tsx';
import { SimilarVehicles, type SimilarVehiclesStatus } from '../SimilarVehicles.tsx';
import type { VehiclePageData } from './types.ts';

export interface SimilarSectionProps {
  slug: string;
  /** A sold car's similar vehicles, rendered by the loader; null to load them when near. */
  similar: VehiclePageData['similar'];
}

/** The similar-vehicles carousel (vehicle-stock §2, §4) and the compare list's notice. */
export function SimilarSection({ slug, similar }: SimilarSectionProps) {
  const fetcher = useFetcher<typeof similarLoader>({ key: `similar:${slug}` });
  const toggles = useResultToggles();
  const status: SimilarVehiclesStatus =
    similar || fetcher.data ? 'ready' : fetcher.state === 'idle' ? 'idle' : 'loading';
  return (
    <>
      <SimilarVehicles
        key={slug}
        cards={similar ?? fetcher.data?.cards ?? []}
        status={status}
        toggles={toggles.grid}
        {...(similar ? {} : { onNearViewport: () => fetcher.load(`/cars/${slug}/similar`) })}
      />
      {/* Said politely when the compare list is full (vehicle-stock §4). */}
      <p role="status" className="toggle-notice">
        {toggles.notice}
      </p>
    </>
  );
}
