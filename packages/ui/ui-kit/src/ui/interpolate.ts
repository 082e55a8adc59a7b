/**
 * Fills `{name}` placeholders in a translation: `interpolate('Copied {carName} to your
 * clipboard!', { carName })`. Unknown placeholders are left as they are.
 */
export function interpolate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
