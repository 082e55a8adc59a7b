import {
  CONDITION_QUESTIONS,
  catalogueErrors,
  conditionAnswersSchema,
  fieldErrors,
  noOnlineOfferReason,
  type TradeInCatalogueMake,
  tradeInContactStepSchema,
  tradeInKmsStepSchema,
  tradeInRegoStepSchema,
  tradeInVehicleStepSchema,
} from '@forecourt/lead-payloads';
import { z } from '@forecourt/validation';

/**
 * The trade-in's steps (site-wide §2 /trade-in, §3 form fields): rego and state lookup, vehicle
 * details, kms, condition questions (valuation adjustments), contact details; then the offer
 * (or, with no online estimate, straight to /success).
 */
export const TRADE_IN_STEPS = ['rego', 'vehicle', 'kms', 'condition', 'contact'] as const;

/** One form step. */
export type TradeInStep = (typeof TRADE_IN_STEPS)[number];

/** The headings of the steps. */
export const STEP_TITLES: Readonly<Record<TradeInStep, string>> = {
  rego: 'Your registration',
  vehicle: 'Your vehicle',
  kms: 'Odometer',
  condition: 'Condition',
  contact: 'Your details',
};

/** The field name of a condition answer in the form (so zod paths name the field). */
export const conditionField = (id: string) => `adjustmentAnswers.${id}`;

/** Every field the form carries from step to step (as text). */
export const TRADE_IN_FIELDS = [
  'rego',
  'regoState',
  'year',
  'make',
  'model',
  'badge',
  'kms',
  ...CONDITION_QUESTIONS.map((question) => conditionField(question.id)),
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'PreferredContactMethod',
  'finance',
] as const;

/** The form's values: field name → text. */
export type TradeInValues = Partial<Record<string, string>>;

/**
 * The values the trade-in form starts with (site-wide §9 "Default state qld"): the rego's state
 * is the site's `rules.rego_default_state`, QLD where the site sets none.
 */
export function initialTradeInValues(
  site: { rules?: { rego_default_state?: string } | null } = {},
): TradeInValues {
  return { regoState: site.rules?.rego_default_state ?? 'QLD' };
}

/** Reads the carried fields (text only, at most 200 characters each) from a form. */
export function readValues(form: FormData): TradeInValues {
  const values: TradeInValues = {};
  for (const field of TRADE_IN_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 200);
  }
  return values;
}

/** The condition answers of the form as `{ id: 'Yes' | 'No' }`. */
export function conditionAnswers(values: TradeInValues): Record<string, string | undefined> {
  return Object.fromEntries(
    CONDITION_QUESTIONS.map((question) => [question.id, values[conditionField(question.id)]]),
  );
}

/** The fields a step asks for. */
export const STEP_FIELDS: Readonly<Record<TradeInStep, readonly string[]>> = {
  rego: ['rego', 'regoState'],
  vehicle: ['year', 'make', 'model', 'badge'],
  kms: ['kms'],
  condition: CONDITION_QUESTIONS.map((question) => conditionField(question.id)),
  contact: ['name', 'last_name', 'email', 'phone', 'postcode', 'PreferredContactMethod', 'finance'],
};

/** A whole number typed with commas, spaces or `km` (like the schemas read it), or undefined. */
function parseLooseNumberSafe(text: string | undefined): number | undefined {
  const stripped = (text ?? '').replace(/[\s$,]/g, '').replace(/kms?$/i, '');
  return /^\d+$/.test(stripped) ? Number(stripped) : undefined;
}

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

/**
 * A field's text from the form's values: flat (`adjustmentAnswers.x`, as a posted form names
 * it) or nested (as react-hook-form holds a dotted name).
 */
function fieldText(input: unknown, name: string): string | undefined {
  if (!input || typeof input !== 'object') return undefined;
  const flat = (input as Record<string, unknown>)[name];
  if (typeof flat === 'string') return flat;
  const nested = name
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      input,
    );
  return typeof nested === 'string' ? nested : undefined;
}

/**
 * One step's schema: the lead-payloads step schema (the server checks the same) over the form's
 * values, whether posted (flat text) or held by react-hook-form (nested); blank optional fields
 * count as not given. Its issue paths are the form's field names, so react-hook-form's
 * `zodResolver` puts each message on its field.
 */
export function tradeInStepSchema(
  step: TradeInStep,
  now: Date = new Date(),
  catalogue: readonly TradeInCatalogueMake[] | null = null,
): z.ZodType {
  const text = (input: unknown, name: string) => fieldText(input, name) ?? '';
  const optional = (input: unknown, name: string) => blankToUndefined(fieldText(input, name));
  switch (step) {
    case 'rego':
      return z.preprocess(
        (input) => ({ rego: text(input, 'rego'), regoState: text(input, 'regoState') }),
        tradeInRegoStepSchema,
      );
    case 'vehicle':
      return z.preprocess(
        (input) => ({
          year: text(input, 'year'),
          make: text(input, 'make'),
          model: text(input, 'model'),
          badge: optional(input, 'badge'),
        }),
        tradeInVehicleStepSchema(now).superRefine((vehicle, context) => {
          // The make and model come from the catalogue (when the page has it).
          if (!catalogue) return;
          for (const [path, message] of Object.entries(catalogueErrors(catalogue, vehicle))) {
            context.addIssue({ code: 'custom', path: [path], message });
          }
        }),
      );
    case 'kms':
      return z.preprocess((input) => ({ kms: text(input, 'kms') }), tradeInKmsStepSchema);
    case 'condition':
      return z.preprocess(
        (input) => ({
          adjustmentAnswers: Object.fromEntries(
            CONDITION_QUESTIONS.map((question) => [
              question.id,
              fieldText(input, conditionField(question.id)),
            ]),
          ),
        }),
        z.object({ adjustmentAnswers: conditionAnswersSchema }),
      );
    case 'contact':
      return z.preprocess(
        (input) => ({
          name: text(input, 'name'),
          last_name: text(input, 'last_name'),
          email: text(input, 'email'),
          phone: text(input, 'phone'),
          postcode: text(input, 'postcode'),
          PreferredContactMethod: optional(input, 'PreferredContactMethod'),
          finance: optional(input, 'finance'),
        }),
        tradeInContactStepSchema,
      );
  }
}

/**
 * Checks one step with {@link tradeInStepSchema} (the lead-payloads schemas; the form checks the
 * same with react-hook-form): `{}` when it passes, else field name → message.
 */
export function validateStep(
  step: TradeInStep,
  values: TradeInValues,
  now: Date = new Date(),
  catalogue: readonly TradeInCatalogueMake[] | null = null,
): Record<string, string> {
  const result = tradeInStepSchema(step, now, catalogue).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

/** The first step (in order, up to and including `step`) that does not pass, with its errors. */
export function firstInvalidStep(
  step: TradeInStep,
  values: TradeInValues,
  now: Date = new Date(),
  catalogue: readonly TradeInCatalogueMake[] | null = null,
): { step: TradeInStep; errors: Record<string, string> } | null {
  for (const candidate of TRADE_IN_STEPS.slice(0, TRADE_IN_STEPS.indexOf(step) + 1)) {
    const errors = validateStep(candidate, values, now, catalogue);
    if (Object.keys(errors).length > 0) return { step: candidate, errors };
  }
  return null;
}

/** The step after `step`, or null after the last. */
export function nextStep(step: TradeInStep): TradeInStep | null {
  return TRADE_IN_STEPS[TRADE_IN_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null before the first. */
export function previousStep(step: TradeInStep): TradeInStep | null {
  const index = TRADE_IN_STEPS.indexOf(step);
  return index > 0 ? (TRADE_IN_STEPS[index - 1] ?? null) : null;
}

/** Whether text names a step. */
export function isStep(value: unknown): value is TradeInStep {
  return typeof value === 'string' && (TRADE_IN_STEPS as readonly string[]).includes(value);
}

/**
 * Whether the vehicle as entered so far gets an online estimate (site-wide §9; not with accident
 * damage or mechanical problems): unknown year or kms count as yes (the server decides at the end).
 */
export function expectsOnlineEstimate(values: TradeInValues, now: Date = new Date()): boolean {
  const year = parseLooseNumberSafe(values.year);
  const kms = parseLooseNumberSafe(values.kms);
  if (year === undefined || kms === undefined) return true;
  return (
    noOnlineOfferReason({ year, kms, adjustmentAnswers: conditionAnswers(values) }, now) === null
  );
}

/** The valuation request (less site) from the carried values. */
export function valuationRequest(values: TradeInValues): Record<string, unknown> {
  return {
    rego: values.rego,
    regoState: values.regoState,
    year: values.year,
    make: values.make,
    model: values.model,
    ...(blankToUndefined(values.badge) ? { badge: values.badge } : {}),
    kms: values.kms,
    adjustmentAnswers: conditionAnswers(values),
    name: values.name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    postcode: values.postcode,
    ...(blankToUndefined(values.PreferredContactMethod)
      ? { PreferredContactMethod: values.PreferredContactMethod }
      : {}),
    ...(blankToUndefined(values.finance) ? { finance: values.finance } : {}),
  };
}
