import { z } from '@forecourt/validation';

/** The car fields a plugin link may name: `{vin}`, `{rego}`, `{stocknum}` (vehicle-stock §3). */
export const PLUGIN_URL_PLACEHOLDERS = ['vin', 'rego', 'stocknum'] as const;

const PLACEHOLDER = /\{([a-z]+)\}/g;

/**
 * A plugin's link for one car: an http(s) address in which `{vin}`, `{rego}` and `{stocknum}` are
 * replaced by the car's (URL-encoded) values. Any other `{name}` is an error naming it.
 */
export const pluginUrlTemplate = z
  .string()
  .superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(PLACEHOLDER)) {
      if (!(PLUGIN_URL_PLACEHOLDERS as readonly string[]).includes(name ?? '')) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown placeholder "{${name}}": use ${PLUGIN_URL_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
        });
      }
    }
    const sample = value.replace(PLACEHOLDER, 'x');
    if (!/^https?:\/\/[^\s/]+\.[^\s]+$/.test(sample)) {
      ctx.addIssue({ code: 'custom', message: 'must be an http(s) URL' });
    }
  })
  .nullable();

/**
 * The vehicle page's plugins (site-wide §3 "plugins (features such as Autogauge, Car Analysis,
 * PPSR Report)"): Autogauge adds `autogauge_enabled` to car leads (vehicle-stock §3); Car
 * Analysis and PPSR Report are links on the vehicle page, shown where their URL is set.
 */
export const pluginsSchema = z.strictObject({
  autogauge: z.boolean(),
  /** The Car Analysis report of a car, e.g. `https://reports.example/analysis?vin={vin}`. */
  car_analysis_url: pluginUrlTemplate,
  /** The PPSR Report of a car, e.g. `https://ppsr.example/check?vin={vin}`. */
  ppsr_report_url: pluginUrlTemplate,
});

/** The resolved plugins. */
export type Plugins = z.output<typeof pluginsSchema>;

/** What a plugin link is filled from. */
export interface PluginCar {
  vin?: string | null;
  regplate?: string | null;
  stocknum?: string | null;
}

/**
 * A plugin link for a car: the template with the car's values in place, or `null` when the
 * template is not set or names a value the car does not have (no link to a report of nothing).
 */
export function pluginUrl(template: string | null, car: PluginCar): string | null {
  if (!template) return null;
  const values: Record<string, string | null | undefined> = {
    vin: car.vin,
    rego: car.regplate,
    stocknum: car.stocknum,
  };
  let missing = false;
  const url = template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]?.trim();
    if (!value) {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing ? null : url;
}
