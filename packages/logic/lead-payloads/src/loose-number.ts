import { z } from '@forecourt/validation';

/**
 * Reads a number the way shoppers type it into a text box: `$30,000`, `85 000 kms`, `12.5`.
 * Dollar signs, commas, spaces and a trailing km/kms are ignored (the same stripping the fuel
 * calculator applies, vehicle-stock §5). Empty text gives undefined; anything else that is not a
 * number gives NaN.
 */
export function parseLooseNumber(text: string): number | undefined {
  const stripped = text.replace(/[\s$,]/g, '').replace(/kms?$/i, '');
  if (stripped === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(stripped) ? Number(stripped) : Number.NaN;
}

interface LooseNumberOptions {
  required: string;
  invalid: string;
  /** Whole numbers only. */
  int?: boolean;
  /** Smallest allowed value (inclusive). */
  min?: number;
  /** Values must be above this (exclusive). */
  above?: number;
}

function numberCheck(options: LooseNumberOptions) {
  let schema = z.number({
    error: (issue) => (issue.input === undefined ? options.required : options.invalid),
  });
  if (options.int) schema = schema.int({ error: options.invalid });
  if (options.min !== undefined) schema = schema.min(options.min, { error: options.invalid });
  if (options.above !== undefined) schema = schema.gt(options.above, { error: options.invalid });
  return schema;
}

/**
 * A required number that accepts a JSON number or form text (see {@link parseLooseNumber}).
 * Missing or empty gives `required`; not a number or out of range gives `invalid`.
 */
export function looseNumber(options: LooseNumberOptions) {
  return z
    .union([z.number(), z.string()], { error: options.required })
    .transform((value) => (typeof value === 'number' ? value : parseLooseNumber(value)))
    .pipe(numberCheck(options));
}

/** Like {@link looseNumber} but missing or empty text is allowed and gives undefined. */
export function optionalLooseNumber(options: Omit<LooseNumberOptions, 'required'>) {
  return z
    .union([z.number(), z.string()], { error: options.invalid })
    .optional()
    .transform((value) => (typeof value === 'string' ? parseLooseNumber(value) : value))
    .pipe(numberCheck({ ...options, required: options.invalid }).optional());
}

/**
 * A record id (car, lead, dealership, website, location): a positive whole number, sent as a
 * number or as digits (form selects and query strings give text).
 */
export function idSchema(message: string) {
  return looseNumber({ required: message, invalid: message, int: true, min: 1 });
}
