/** One labelled row of the Key Information grid, Car Details list or full specifications. */
export interface SpecificationRow {
  label: string;
  value: string;
}

/**
 * Whether a specification value is worth a row: undefined, null, empty (or blank) text and the
 * text `null` are dropped (vehicle-stock §5).
 */
export function hasSpecificationValue(value: unknown): value is string | number | boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text !== '' && text.toLowerCase() !== 'null';
}

function valueText(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? value.trim() : String(value);
}

/**
 * Rows from `[label, value]` pairs, in order, without the empty ones (vehicle-stock §5: rows with
 * undefined, null, empty or text "null" values are dropped). Numbers become text, booleans
 * Yes or No.
 */
export function specificationRows(
  entries: readonly (readonly [string, unknown])[],
): SpecificationRow[] {
  return entries.flatMap(([label, value]) =>
    hasSpecificationValue(value) ? [{ label, value: valueText(value) }] : [],
  );
}
