import { describe, expect, it } from 'vitest';
import { DEALER_COMMENTS_PENDING_TEXT } from './pending-text.ts';

describe('DEALER_COMMENTS_PENDING_TEXT', () => {
  it('is the spec text for missing comments (vehicle-stock §4)', () => {
    expect(DEALER_COMMENTS_PENDING_TEXT).toBe(
      'Dealer comments are pending. Please check back here later.',
    );
  });
});
