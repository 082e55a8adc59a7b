import { type CollapsedCar, collapseSoldCars } from '@forecourt/card-tags';
import {
  type CarStatus,
  isInStock,
  type StockCountSite,
  stockCountDisplay,
} from '@forecourt/stock-eligibility';

/** The empty state's wording, exactly as vehicle-stock §2 gives it. */
export const EMPTY_STATE_TEXTS = {
  title: 'No Results Available',
  text: 'No results found for your search at this time. Please try adjusting the filters for more results.',
  clearFilters: 'Clear Filters',
} as const;

export type EmptyStateTexts = { [K in keyof typeof EMPTY_STATE_TEXTS]: string };

export const SEARCH_PATH = '/search';
export const SPECIAL_OFFERS_PATH = '/special-offers';

/**
 * Where Clear Filters goes (vehicle-stock §2): back to the special-offers path when the search
 * is the special-offers page, otherwise the main search path.
 */
export function clearFiltersHref(pathname: string): string {
  return pathname.replace(/\/+$/, '').startsWith(SPECIAL_OFFERS_PATH)
    ? SPECIAL_OFFERS_PATH
    : SEARCH_PATH;
}

/** The stock count to show: above 1999 hits, the site's configured total (vehicle-stock §9). */
export function resultsCount(totalHits: number, site: StockCountSite): number {
  return stockCountDisplay(totalHits, site);
}

/**
 * The most hits a search counts: the cars index's `pagination.maxTotalHits` (search-documents.ts
 * on the server). The engine (embedded or Meilisearch) answers at most this as the total, so a
 * total of this size is a floor, not a count.
 */
export const SEARCH_TOTAL_HITS_CAP = 10_000;

/**
 * The count line: `1 car found`, `4,212 cars found`, and `10,000+ cars found` where the engine
 * capped the total (a stock of 100,000 is not "10,000 cars").
 */
export function resultsCountText(
  count: number,
  texts: { count: string; countOne: string },
  formatInteger: (value: number) => string,
): string {
  if (count === 1) return texts.countOne;
  const shown =
    count >= SEARCH_TOTAL_HITS_CAP
      ? `${formatInteger(SEARCH_TOTAL_HITS_CAP)}+`
      : formatInteger(count);
  return texts.count.replace('{count}', shown);
}

/** The site config's promo cards (vehicle-stock §2). */
export interface PromoCardsConfig {
  positions: readonly number[];
  random_offset_max: number;
}

/**
 * The grid positions (0-based, ascending, unique) of the promo cards: the configured positions
 * shifted by one random offset of 0 to `random_offset_max` (0 to 2 on one site, vehicle-stock §2).
 * `random` returns [0, 1) and is injected.
 */
export function promoPositions(config: PromoCardsConfig, random: () => number): number[] {
  const max = Math.max(0, Math.floor(config.random_offset_max));
  const offset = max > 0 ? Math.min(max, Math.floor(random() * (max + 1))) : 0;
  return [...new Set(config.positions.map((position) => position + offset))].sort((a, b) => a - b);
}

/** A grid slot: a hit, or the promo card. */
export type GridSlot<Hit> = { kind: 'hit'; hit: Hit } | { kind: 'promo'; position: number };

/** The hits with promo cards inserted at the positions that fall within or right after the hits. */
export function withPromoSlots<Hit>(
  hits: readonly Hit[],
  positions: readonly number[],
): GridSlot<Hit>[] {
  const slots: GridSlot<Hit>[] = hits.map((hit) => ({ kind: 'hit', hit }));
  if (hits.length === 0) return slots;
  for (const position of [...positions].sort((a, b) => a - b)) {
    if (position > slots.length) break;
    slots.splice(position, 0, { kind: 'promo', position });
  }
  return slots;
}

/**
 * The results grid's slots (vehicle-stock §2, §4): consecutive sold cars collapse into the first
 * of their run (`collapseSoldCars`, its `collapsedCount` saying how many more were folded in),
 * then the promo cards go in at their positions among the cards as shown, so a promo position
 * counts grid slots whatever collapsed before it.
 */
export function resultSlots<Card extends { status: CarStatus }>(
  cards: readonly Card[],
  positions: readonly number[],
): GridSlot<CollapsedCar<Card>>[] {
  return withPromoSlots(collapseSoldCars(cards), positions);
}

/**
 * The page's hits with in-stock cars (in stock, coming soon; vehicle-stock §4) before sold ones,
 * each group in the engine's order (a stable sort). For Most Relevant only: the index cannot sort
 * on availability (`status` is not a sortable attribute), so the loader orders the page it shows;
 * the sorts a shopper picks (latest, price) keep the engine's order.
 */
export function inStockFirst<Hit extends { status: CarStatus }>(hits: readonly Hit[]): Hit[] {
  return [...hits].sort((a, b) => Number(!isInStock(a)) - Number(!isInStock(b)));
}
