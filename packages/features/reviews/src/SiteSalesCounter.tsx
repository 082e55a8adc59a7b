import { useSite } from '@forecourt/site-shell';
import { useEffect, useState } from 'react';
import { SalesCounter, type SalesCounterTranslations } from './ui/SalesCounter.tsx';

export interface SiteSalesCounterProps {
  /** The count the server rendered (the loader's, from the request time). */
  initialCount: number;
  translations?: Partial<SalesCounterTranslations>;
}

/**
 * The sales counter on a page, behind `features.sales_counter` (site-wide §4, §9). The server
 * renders the loader's count and the first client render uses the same number, so hydration
 * matches; after hydration the clock (`sales-clock.ts`, imported lazily) recomputes it at once and
 * every 150 seconds, and each new number counts up from the last over 2 seconds.
 */
export function SiteSalesCounter({ initialCount, translations }: SiteSalesCounterProps) {
  const site = useSite();
  const [count, setCount] = useState(initialCount);
  const on = site.features.sales_counter;
  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./sales-clock.ts').then(({ startSalesClock }) => {
      if (!cancelled) stop = startSalesClock(setCount);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [on]);
  if (!on) return null;
  // "caravans sold today" on a caravan yard: the site's own vehicle word (site-wide §1).
  return (
    <SalesCounter
      count={count}
      translations={{ sold: `${site.texts.vehicles} sold today`, ...translations }}
    />
  );
}
