import {
  recordAnalytics,
  VIEW_CONTENT_EVENT_NAME,
  type ViewContentVehicle,
} from '@forecourt/site-shell';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useVehicleAnalytics } from './useVehicleAnalytics.ts';

const car: ViewContentVehicle = {
  id: 42,
  slug: '2019-toyota-hilux-sr5',
  title: '2019 Toyota Hilux SR5',
  stocknum: 'S123',
  make: 'Toyota',
  model: 'Hilux',
  year: 2019,
  car_type: 'used',
  price: 45_990,
};

function ViewedCar() {
  useVehicleAnalytics(car);
  return null;
}

describe('useVehicleAnalytics (vehicle-stock §7)', () => {
  it('sends view-content and event 4 for a used car, once, after the hydration’s task', async () => {
    const events = recordAnalytics('sunshine-used-cars');
    const { rerender } = render(<ViewedCar />);
    // Not in the effects' task: the beacons would lengthen the page's longest start-up task.
    expect(events).toEqual([]);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    rerender(<ViewedCar />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events[0])).toContain(VIEW_CONTENT_EVENT_NAME);
    expect(events[1]).toMatchObject({ event_id: 4, car_id: 42 });
  });
});
