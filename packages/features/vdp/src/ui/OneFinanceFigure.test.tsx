import type { Car } from '@forecourt/api-client';
import { FinanceSummary, type FinanceViewCar, financeView } from '@forecourt/finance';
import { FinanceCalculator } from '@forecourt/finance/calculator';
import { type CarHit, ResultCard, resultCard } from '@forecourt/search';
import { resolveSiteConfig } from '@forecourt/site-config';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vdpSite } from '../car-enquiry.ts';
import { apiCar } from '../test/api-car.ts';
import { vehicleDetail } from '../vehicle-detail.ts';
import { StickyHeader } from './StickyHeader.tsx';

const NOW = new Date('2026-11-28T00:00:00Z');

const LENDER = {
  interestRate: 6.99,
  comparisonRate: 7.49,
  paymentWeek: 450,
  paymentMonth: 1950,
  deposit: 0,
  termYears: 5,
  balloon: 0,
  establishmentFees: 395,
  disclaimer: 'A lender disclaimer on other terms.',
};

const site = resolveSiteConfig({
  slug: 'one-figure',
  name: 'One Figure Motors',
  template: 'classic',
  finance_provider: 'manual',
});

/** A yard that finances its fees (vehicle-stock §9 "amount minus deposit plus fees"). */
const feeSite = resolveSiteConfig({
  slug: 'one-figure-fees',
  name: 'One Figure Caravans',
  template: 'classic',
  finance_provider: 'manual',
  finance: {
    fees: [
      { label: 'Establishment fee', amount: 495 },
      { label: 'PPSR', amount: 3 },
    ],
  },
});

const SITES = { 'the neutral basis': site, 'a site with fees': feeSite };
type Site = typeof site;

/** The car as the search index has it, for its result card. */
const hitOf = (car: Car): CarHit =>
  ({
    ...car,
    body: null,
    transmission: null,
    fuel: null,
    city: null,
    state: null,
    location_name: null,
    created_at_timestamp: null,
    images: null,
    weekly_repayment: 1682,
  }) as unknown as CarHit;

function figures(car: Car, site: Site = SITES['the neutral basis']) {
  const card = resultCard(hitOf(car), site, NOW);
  const result = financeView(car as unknown as FinanceViewCar, site, NOW);
  if (!result.eligible) throw new Error(`not eligible: ${result.reasons.join()}`);
  const headline = vehicleDetail(car, vdpSite(site), NOW).price;
  return { card, view: result.view, headline };
}

const CARS = {
  'a $40,490 caravan with a $41,990 list price': apiCar({
    price: 41_990,
    offer_price: 40_490,
    item_type: 'caravan',
    make: 'Jayco',
    status: 'in_stock',
    finance_lenders: { manual: LENDER },
  }),
  'a $374,990 prime mover': apiCar({
    price: 374_990,
    item_type: 'truck',
    make: 'Kenworth',
    status: 'in_stock',
    finance_lenders: { manual: LENDER },
  }),
};

describe('one finance estimate per car (site-wide §9; vehicle-stock §2, §9)', () => {
  for (const [name, car] of Object.entries(CARS))
    for (const [basis, onSite] of Object.entries(SITES))
      it(`shows ${name} on ${basis} at one weekly figure on the card, the page, the sticky header and the calculator`, () => {
        const { card, view, headline } = figures(car, onSite);
        const weekly = view.summary.repayment;
        expect(weekly).toMatch(/^\$[\d,]+$/);
        // The estimate finances the headline price.
        expect(view.summary.price).toBe(headline?.text);

        const { unmount: unmountCard } = render(<ResultCard card={card} />);
        expect(screen.getByText(`${weekly} / week est.`)).toBeInTheDocument();
        unmountCard();

        const { unmount: unmountSummary } = render(<FinanceSummary summary={view.summary} />);
        expect(screen.getByTestId('finance-estimate')).toHaveTextContent(`${weekly} per week`);
        unmountSummary();

        const { unmount: unmountHeader } = render(
          <StickyHeader
            title="The car"
            image={null}
            facts={[]}
            price={headline ?? null}
            weekly={view.stickyWeekly}
            financeHref="#finance"
            tradeInHref={null}
            state="shown"
          />,
        );
        expect(screen.getByRole('region', { name: 'The car summary' })).toHaveTextContent(
          `Estimated weekly repayment ${weekly}/wk`,
        );
        unmountHeader();

        if (!view.calculator) throw new Error('no calculator');
        render(<FinanceCalculator settings={view.calculator} />);
        const result = screen.getByText(/^Weekly repayment$/).nextElementSibling;
        expect(result).toHaveTextContent(weekly);
        const slider = screen.getByRole('slider', { name: /Purchase price/ });
        expect(slider).toHaveAttribute('aria-valuenow', String(headline?.amount));
        expect(within(document.body).queryByText('A lender disclaimer on other terms.')).toBeNull();
      });

  it("finances the site's fees in that one figure and lists them in the calculator (vehicle-stock §9)", () => {
    const car = CARS['a $40,490 caravan with a $41,990 list price'];
    const plain = figures(car).view;
    const { card, view } = figures(car, feeSite);
    // $40,490 − $4,049 + $498 at 10% over 5 years, $12,147 final payment: $145, not $142.
    expect(plain.summary.repayment).toBe('$142');
    expect(view.summary.repayment).toBe('$145');
    expect(card.weeklyText).toBe('$145');
    expect(view.disclaimer.full).toContain('consumer loan of $36,939');
    if (!view.calculator) throw new Error('no calculator');
    render(<FinanceCalculator settings={view.calculator} />);
    const list = screen.getByRole('list', { name: 'Fees included in the amount financed' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Establishment fee $495', 'PPSR $3']);
  });

  it('calls the prime mover a commercial loan everywhere, never a secured consumer loan', () => {
    const { view } = figures(CARS['a $374,990 prime mover']);
    expect(view.summary.loan).toBe('commercial');
    expect(view.disclaimer.full).not.toMatch(/consumer/);
  });
});
