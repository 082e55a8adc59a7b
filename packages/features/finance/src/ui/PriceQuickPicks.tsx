import { useId } from 'react';
import type { PriceQuickPick } from '../price-quick-picks.ts';

export interface PriceQuickPicksProps {
  picks: readonly PriceQuickPick[];
  heading?: string;
  headingLevel?: 2 | 3;
}

/**
 * Shop by price (site-wide §9 price quick-picks): a list of plain links to the stock up to each
 * price — no script. Renders nothing without picks.
 */
export function PriceQuickPicks({
  picks,
  heading = 'Shop by price',
  headingLevel = 2,
}: PriceQuickPicksProps) {
  const id = useId();
  if (picks.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <nav className="fc-price-quick-picks" aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      <ul className="chip-list">
        {picks.map((pick) => (
          <li key={pick.price}>
            <a className="chip" href={pick.href}>
              {pick.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
