import { recordAnalytics } from '@forecourt/site-shell';
import { describe, expect, it, vi } from 'vitest';
import { trackPhoneClick } from './phone-calls.ts';
import { platformPhoneCallActions } from './ui/phone-call-actions.ts';

describe('phone click analytics (vehicle-stock §7)', () => {
  it('sends event 25 with the car id through trackEvent', () => {
    const events = recordAnalytics('sunshine-used-cars');
    trackPhoneClick(7);
    expect(events).toEqual([
      { site: 'sunshine-used-cars', event_id: 25, name: 'phone_click', car_id: 7 },
    ]);
  });

  it('sends it when a revealed number is tapped, from the chunk loaded on use', async () => {
    const events = recordAnalytics('sunshine-used-cars');
    platformPhoneCallActions.called({
      phone: '0491 570 156',
      name: 'Sunshine Moorooka',
      startRevealed: true,
      site: 'sunshine-used-cars',
      carId: 9,
      lead: { site: 'sunshine-used-cars', category: 'Phone Reveal', car_id: 9, dealership_id: 3 },
    });
    await vi.waitFor(() =>
      expect(events).toEqual([
        { site: 'sunshine-used-cars', event_id: 25, name: 'phone_click', car_id: 9 },
      ]),
    );
  });
});
