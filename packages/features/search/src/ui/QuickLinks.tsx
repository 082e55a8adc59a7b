import { Link } from 'react-router';
import type { StockLink } from '../stock-links.ts';

/** A headed list of stock links as chips with their counts (home pages' makes and bodies). */
export function QuickLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly StockLink[];
}) {
  if (!links.length) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="chip-list">
        {links.map((link) => (
          <li key={link.href}>
            <Link className="chip" to={link.href}>
              {link.label} <span className="chip__count">({link.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
