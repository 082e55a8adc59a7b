/** Key Information shows its first 4 items until "show more" (vehicle-stock §2, §9). */
export const KEY_INFORMATION_LIMIT = 4;

/** Feature lists show 8 until Show All (vehicle-stock §2, §9). */
export const FEATURES_LIMIT = 8;

/** Full specifications show 4 rows until Show All Specs (vehicle-stock §9). */
export const SPECIFICATIONS_LIMIT = 4;

/** What a collapsible list shows: the visible items and whether a toggle is needed. */
export interface CollapsibleList<T> {
  items: T[];
  /** More items than the limit: a show more / show less toggle is offered. */
  collapsible: boolean;
}

/**
 * The first `limit` items while collapsed, all of them when expanded; the toggle appears only
 * when there are more than `limit` items (vehicle-stock §2 Key Information, features, specs).
 */
export function collapsibleList<T>(
  items: readonly T[],
  limit: number,
  expanded: boolean,
): CollapsibleList<T> {
  const collapsible = items.length > limit;
  return { items: collapsible && !expanded ? items.slice(0, limit) : [...items], collapsible };
}
