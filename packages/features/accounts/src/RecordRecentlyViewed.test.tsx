import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordRecentlyViewed } from './RecordRecentlyViewed.tsx';

const clearHint = () => {
  document.cookie = 'forecourt_signed_in=; max-age=0; path=/';
};

describe('<RecordRecentlyViewed />', () => {
  afterEach(clearHint);

  it('records the car once hydrated when the signed-in hint cookie is present', async () => {
    document.cookie = 'forecourt_signed_in=1; path=/';
    const sent: number[] = [];
    render(<RecordRecentlyViewed carId={42} record={async (id) => void sent.push(id)} />);
    expect(sent).toEqual([42]);
  });

  it('sends nothing for an anonymous shopper (no hint cookie)', () => {
    clearHint();
    const sent: number[] = [];
    render(<RecordRecentlyViewed carId={42} record={async (id) => void sent.push(id)} />);
    expect(sent).toEqual([]);
  });

  it('ignores a failed record (the page carries on)', () => {
    document.cookie = 'forecourt_signed_in=1; path=/';
    expect(() =>
      render(<RecordRecentlyViewed carId={7} record={() => Promise.reject(new Error('401'))} />),
    ).not.toThrow();
  });
});
