import { recordAnalytics } from '@forecourt/site-shell';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchPageView } from './useSearchPageView.ts';

describe('useSearchPageView (vehicle-stock §7)', () => {
  it('sends event 49 once per results page, with the search as payload', () => {
    const events = recordAnalytics('sunshine-used-cars');
    const { rerender } = renderHook(
      ({ page, query }) => useSearchPageView(page, { query, path: page }),
      { initialProps: { page: '/search?query=hilux', query: 'hilux' } },
    );
    expect(events).toEqual([
      {
        site: 'sunshine-used-cars',
        event_id: 49,
        payload: { query: 'hilux', path: '/search?query=hilux' },
      },
    ]);
    // A re-render of the same page sends nothing more; another search sends again.
    rerender({ page: '/search?query=hilux', query: 'hilux' });
    expect(events).toHaveLength(1);
    rerender({ page: '/search/toyota', query: '' });
    expect(events.map((event) => [event.event_id, event.payload])).toEqual([
      [49, { query: 'hilux', path: '/search?query=hilux' }],
      [49, { query: '', path: '/search/toyota' }],
    ]);
  });
});
