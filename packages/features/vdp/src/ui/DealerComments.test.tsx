import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dealerComments } from '../dealer-comments.ts';
import { DealerComments } from './DealerComments.tsx';

describe('<DealerComments />', () => {
  it('shows the pending text when there are no comments (vehicle-stock §4)', () => {
    render(<DealerComments comments={dealerComments(null)} />);
    expect(
      screen.getByText('Dealer comments are pending. Please check back here later.'),
    ).toBeInTheDocument();
  });

  it('shows a 400-character preview, then the sanitised HTML with Show more (vehicle-stock §4)', async () => {
    const html = `<p><strong>Great</strong> car ${'x'.repeat(450)}</p><script>alert(1)</script>`;
    const { container } = render(<DealerComments comments={dealerComments(html)} />);
    expect(screen.getByText(/^Great car x+\.\.\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('Great').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText('Great')).toBeNull();
  });

  it('shows short comments whole without a toggle', () => {
    render(<DealerComments comments={dealerComments('<p>One owner</p>')} />);
    expect(screen.getByText('One owner')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
