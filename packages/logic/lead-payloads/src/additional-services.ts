/**
 * Key ending that marks a checkbox option to collect into additional_services (site-wide §5
 * "Checkbox options ending in a check marker"). A form registers e.g. `Window Tint_check`.
 */
export const CHECK_MARKER = '_check';

/** Key ending of radio-option helper fields, which are dropped from the payload (site-wide §5). */
export const RADIO_HELPER_MARKER = '_radio';

const CHECKED_TEXT = new Set(['true', 'on']);

function checkedServices(stem: string, value: unknown): string[] {
  if (value === true) return [stem];
  if (typeof value === 'string') return CHECKED_TEXT.has(value.toLowerCase()) ? [stem] : [];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * Splits form values into the payload's additional_services and the remaining fields
 * (site-wide §5). A key ending in {@link CHECK_MARKER} is a checkbox option: when ticked
 * (`true`, `'true'` or `'on'`) its name without the marker is collected; when it holds a list
 * (several checkboxes sharing one name) each checked value is collected. The marked key itself
 * never reaches the payload. Keys ending in {@link RADIO_HELPER_MARKER} are dropped. Services
 * already in `additional_services` come first; duplicates and empty names are removed.
 */
export function collectAdditionalServices(values: Readonly<Record<string, unknown>>): {
  rest: Record<string, unknown>;
  additional_services: string[];
} {
  const existing = Array.isArray(values.additional_services)
    ? values.additional_services.filter((item): item is string => typeof item === 'string')
    : [];
  const services = [...existing];
  const kept: [string, unknown][] = [];
  for (const [key, value] of Object.entries(values)) {
    if (key === 'additional_services' || key.endsWith(RADIO_HELPER_MARKER)) continue;
    if (key.endsWith(CHECK_MARKER)) {
      services.push(...checkedServices(key.slice(0, -CHECK_MARKER.length).trim(), value));
      continue;
    }
    kept.push([key, value]);
  }
  const additional_services = [
    ...new Set(services.map((service) => service.trim()).filter(Boolean)),
  ];
  return { rest: Object.fromEntries(kept), additional_services };
}
