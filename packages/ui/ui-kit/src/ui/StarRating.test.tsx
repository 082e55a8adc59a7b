import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating.tsx';

const fillsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('svg[data-fill]')].map((star) => star.getAttribute('data-fill'));

describe('<StarRating />', () => {
  it('renders 4 full stars and a partial fifth for 4.7, with the text 4.7', () => {
    const { container } = render(<StarRating rating={4.7} reviewCount={128} />);
    expect(fillsOf(container)).toEqual(['full', 'full', 'full', 'full', 'partial']);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(screen.getByText('4.7')).toBeTruthy();
    expect(screen.getByText('(128 reviews)')).toBeTruthy();
  });

  it('never draws a fifth full star: 5 is 4 full plus a partial filled to the end', () => {
    const { container } = render(<StarRating rating={5} />);
    const stars = fillsOf(container);
    expect(stars.filter((fill) => fill === 'full')).toHaveLength(4);
    expect(stars[4]).toBe('partial');
    expect(screen.getByText('5.0')).toBeTruthy();
  });

  it('accepts the aggregate average_rating string', () => {
    render(<StarRating rating="3.96" />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
  });
});
