import { describe, expect, it } from 'vitest';
import { myEnquiries } from './my-enquiries.ts';

describe('myEnquiries (the shopper’s own enquiries)', () => {
  it('names the kind, the car, the Brisbane date and the status in the shopper’s words', () => {
    expect(
      myEnquiries([
        {
          id: 'a',
          kind: 'test_drive',
          category: 'Test Drive',
          subcategory: null,
          created_at: '2026-03-04T15:30:00Z',
          status: 'sent',
          car: {
            id: 4,
            slug: '2021-toyota-hilux-4',
            name: '2021 Toyota HiLux SR5',
            path: '/cars/2021-toyota-hilux-4',
          },
        },
        {
          id: 'b',
          kind: 'something_new',
          category: 'Something New',
          subcategory: null,
          created_at: '2026-03-01T00:00:00Z',
          status: 'offer_accepted',
          car: null,
        },
      ]),
    ).toEqual([
      {
        id: 'a',
        kind: 'Test drive',
        car: { title: '2021 Toyota HiLux SR5', href: '/cars/2021-toyota-hilux-4' },
        // 15:30 UTC is 01:30 the next day in Brisbane (UTC+10).
        date: '05 March 2026',
        status: 'sent',
        statusText: 'Sent to the dealership',
      },
      {
        id: 'b',
        kind: 'Something New',
        car: null,
        date: '01 March 2026',
        status: 'offer_accepted',
        statusText: 'Offer accepted',
      },
    ]);
  });
});
