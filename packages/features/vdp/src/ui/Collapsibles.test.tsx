import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Features } from './Features.tsx';
import { KeyInformation } from './KeyInformation.tsx';
import { Specifications } from './Specifications.tsx';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ label: `L${i}`, value: `V${i}` }));

describe('<KeyInformation />', () => {
  it('shows the first 4 items, then all with Show more (vehicle-stock §2, §9)', async () => {
    render(<KeyInformation rows={rows(6)} />);
    const region = screen.getByRole('region', { name: 'Key Information' });
    expect(within(region).getAllByRole('term')).toHaveLength(4);
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(region).getAllByRole('term')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers no toggle for 4 items and renders nothing without items', () => {
    const { container, rerender } = render(<KeyInformation rows={rows(4)} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<KeyInformation rows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('<Specifications />', () => {
  it('shows 4 rows until Show All Specs (vehicle-stock §9)', async () => {
    render(<Specifications rows={rows(5)} />);
    expect(screen.getAllByRole('term')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Show All Specs' }));
    expect(screen.getAllByRole('term')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Hide Specs' }));
    expect(screen.getAllByRole('term')).toHaveLength(4);
  });

  it('shows every row as Car Details with limit Infinity', () => {
    render(
      <Specifications rows={rows(9)} limit={Infinity} translations={{ heading: 'Car Details' }} />,
    );
    expect(screen.getByRole('region', { name: 'Car Details' })).toBeInTheDocument();
    expect(screen.getAllByRole('term')).toHaveLength(9);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('<Features />', () => {
  const features = Array.from({ length: 10 }, (_, i) => `Feature ${i + 1}`);

  it('shows 8 features, Show All and Hide (vehicle-stock §2, §9)', async () => {
    render(<Features features={features} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('is hidden when the car has no features (vehicle-stock §2)', () => {
    const { container } = render(<Features features={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
