import { FINANCE_QUOTE_INTENT, FinanceDisclaimer, RequestQuoteForm } from '@forecourt/finance';
import { ANALYTICS_EVENT_IDS } from '@forecourt/lead-payloads';
import { trackEvent } from '@forecourt/site-shell';
import { Skeleton } from '@forecourt/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { action } from '../../routes/car.tsx';
import type { VehiclePageData } from './types.ts';

// The calculator's sliders load in a chunk of their own; the server still renders it.
const FinanceCalculator = lazy(() =>
  import('@forecourt/finance/calculator').then((module) => ({
    default: module.FinanceCalculator,
  })),
);

export interface FinanceSectionProps {
  carId: number;
  finance: NonNullable<VehiclePageData['finance']>;
}

/**
 * The finance section (vehicle-stock §2 Calculators, §5): calculator, disclaimer and the Request
 * a Quote form, whose post goes to the page's action with its intent.
 */
export function FinanceSection({ carId, finance }: FinanceSectionProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submittingIntent = navigation.formData?.get('intent');
  // The Request a Quote form's errors carry its intent; anything else is the enquiry's.
  const quoteFailure =
    actionData && 'intent' in actionData && actionData.intent === FINANCE_QUOTE_INTENT
      ? actionData
      : undefined;
  const [quoteAmount, setQuoteAmount] = useState<number | null>(
    finance.calculator?.bounds.amount.default ?? null,
  );
  return (
    <section id="finance" className="vdp__finance" aria-labelledby="finance-heading">
      <h2 id="finance-heading">Finance</h2>
      {finance.calculator ? (
        <Suspense fallback={<Skeleton shape="rect" height={480} />}>
          <FinanceCalculator
            settings={finance.calculator}
            headingLevel={3}
            onValuesChange={(values) => setQuoteAmount(values.amount)}
            onFirstUse={() =>
              trackEvent(ANALYTICS_EVENT_IDS.FINANCE_CALCULATOR_FIRST_USED, { car_id: carId })
            }
          />
        </Suspense>
      ) : null}
      {/* The calculator carries its own disclaimer, re-worded as its inputs change. */}
      {finance.calculator ? null : <FinanceDisclaimer disclaimer={finance.disclaimer} />}
      <RequestQuoteForm
        amount={quoteAmount}
        values={quoteFailure?.values ?? {}}
        fieldErrors={quoteFailure?.fieldErrors ?? {}}
        formError={quoteFailure?.formError ?? null}
        submitting={navigation.state === 'submitting' && submittingIntent === FINANCE_QUOTE_INTENT}
        renderForm={(content, props) => (
          <Form method="post" noValidate className={props.className}>
            {content}
          </Form>
        )}
      />
    </section>
  );
}
