import { Accordion } from '@forecourt/ui-kit';
import type { TradeInFaqItem } from '../faq.ts';

export interface TradeInFaqProps {
  items: readonly TradeInFaqItem[];
  heading?: string;
}

/** The trade-in FAQ (site-wide §2): the ui-kit accordion, one answer open at a time. */
export function TradeInFaq({ items, heading = 'Trade-in questions' }: TradeInFaqProps) {
  if (items.length === 0) return null;
  return (
    <section className="fc-trade-in-faq" aria-labelledby="trade-in-faq-heading">
      <h2 id="trade-in-faq-heading">{heading}</h2>
      <Accordion
        headingLevel={3}
        items={items.map((item) => ({
          value: item.id,
          title: item.question,
          content: <p>{item.answer}</p>,
        }))}
      />
    </section>
  );
}
