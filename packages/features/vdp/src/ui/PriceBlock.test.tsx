import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OutOfStockPanel } from './OutOfStockPanel.tsx';
import { PriceBlock } from './PriceBlock.tsx';

describe('<PriceBlock />', () => {
  it('shows the price, price type and struck-through was-price (vehicle-stock §4)', () => {
    const { container } = render(
      <PriceBlock
        price={{ amount: 30_000, text: '$30,000', priceType: 'Drive Away', wasAmount: 32_000 }}
      />,
    );
    expect(container).toHaveTextContent('$30,000');
    expect(container).toHaveTextContent('Drive Away');
    expect(container.querySelector('del, s')).toHaveTextContent('$32,000');
  });

  it('shows the market-price badge beside the price (vehicle-stock §4)', () => {
    render(
      <PriceBlock
        marketBadge="$1,200 below market price"
        price={{ amount: 30_000, text: '$30,000', priceType: null, wasAmount: null }}
      />,
    );
    expect(screen.getByText('$1,200 below market price')).toBeInTheDocument();
  });

  it('shows the no-price text and the COMING SOON tag (vehicle-stock §4)', () => {
    const { container } = render(
      <PriceBlock
        tag="COMING SOON"
        price={{ amount: null, text: 'Enquire for price', priceType: null, wasAmount: null }}
      />,
    );
    expect(container).toHaveTextContent('Enquire for price');
    expect(screen.getByText('COMING SOON')).toBeInTheDocument();
  });
});

describe('<OutOfStockPanel />', () => {
  it('shows the SOLD message, the prompt and Find Me Something Similar (vehicle-stock §4)', async () => {
    const onFindSimilar = vi.fn();
    render(<OutOfStockPanel onFindSimilar={onFindSimilar} />);
    expect(screen.getByRole('status')).toHaveTextContent(/SOLD/);
    expect(screen.getByText('Like this and want something similar?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find Me Something Similar' }));
    expect(onFindSimilar).toHaveBeenCalledOnce();
  });
});
