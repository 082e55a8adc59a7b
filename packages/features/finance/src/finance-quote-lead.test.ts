import { ApiClientError } from '@forecourt/api-client';
import { LEAD_CATEGORIES, leadSchema } from '@forecourt/lead-payloads';
import { describe, expect, it, vi } from 'vitest';
import { FINANCE_QUOTE_INTENT, submitFinanceQuote } from './finance-quote-lead.ts';

const car = {
  id: 42,
  name: '2022 Toyota Corolla',
  make: 'Toyota',
  model: 'Corolla',
  stocknum: 'S42',
  car_type: 'used' as const,
  status: 'in_stock',
  dealership_slug: 'coastal-toyota',
  dealership_id: 12,
};
const site = { slug: 'coastal-toyota', features: {}, dealerships: [{}] };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const filled = {
  intent: FINANCE_QUOTE_INTENT,
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  vehiclePriceBudget: '25000',
  opt_in: 'on',
};

describe('submitFinanceQuote', () => {
  it('sends a finance lead with the car and the amount, which the server schema accepts (vehicle-stock §7)', async () => {
    const api = { submitLead: vi.fn().mockResolvedValue({ lead_id: 'L1' }) };
    const outcome = await submitFinanceQuote(form(filled), {
      api,
      car,
      site,
      url: 'https://x/cars/a',
    });
    expect(outcome).toEqual({ ok: true, leadId: 'L1' });
    const payload = api.submitLead.mock.calls[0]?.[0];
    expect(payload).toMatchObject({
      category: LEAD_CATEGORIES.finance,
      car_id: 42,
      vehiclePriceBudget: '25000',
      site: 'coastal-toyota',
      name: 'Jo',
    });
    expect(leadSchema.safeParse(payload).success).toBe(true);
  });

  it('returns the field errors without sending when a contact field is missing (site-wide §5)', async () => {
    const api = { submitLead: vi.fn() };
    const outcome = await submitFinanceQuote(form({ ...filled, email: '' }), {
      api,
      car,
      site,
      url: '/',
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.failure.intent).toBe(FINANCE_QUOTE_INTENT);
    expect(Object.keys(outcome.failure.fieldErrors)).toContain('email');
    expect(api.submitLead).not.toHaveBeenCalled();
  });

  it('does not require a message (Request a Quote)', async () => {
    const api = { submitLead: vi.fn().mockResolvedValue({ lead_id: 'L2' }) };
    const outcome = await submitFinanceQuote(form({ ...filled, message: '' }), {
      api,
      car,
      site,
      url: '/',
    });
    expect(outcome.ok).toBe(true);
  });

  it("shows the server's error, or An unexpected error occured. (vehicle-stock §8)", async () => {
    const api = {
      submitLead: vi.fn().mockRejectedValue(new ApiClientError('', { status: 500 })),
    };
    const outcome = await submitFinanceQuote(form(filled), { api, car, site, url: '/' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure.formError).toBe('An unexpected error occured.');
    expect(outcome.status).toBe(500);
  });
});
