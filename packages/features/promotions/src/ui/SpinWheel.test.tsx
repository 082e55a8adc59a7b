import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpinWheel, wheelStopAngle } from './SpinWheel.tsx';

const prizes = [
  { id: 'a', label: 'Fuel card' },
  { id: 'b', label: 'Window tint' },
  { id: 'c', label: 'Service' },
  { id: 'd', label: 'Detail' },
];

describe('<SpinWheel />', () => {
  it('lists the prizes and keeps the wheel out of the accessibility tree', () => {
    render(<SpinWheel prizes={prizes} wonPrizeId={null} announcement="" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fuel card',
      'Window tint',
      'Service',
      'Detail',
    ]);
    expect(screen.getByTestId('spin-wheel').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('spin-wheel').className).not.toContain('fc-spin-wheel--spun');
  });

  it('announces the result in a live region and marks the won prize', () => {
    render(<SpinWheel prizes={prizes} wonPrizeId="b" announcement="You won: Window tint." />);
    expect(screen.getByRole('status').textContent).toBe('You won: Window tint.');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current'));
    expect(current.map((item) => item.textContent)).toEqual(['Window tint']);
    expect(screen.getByTestId('spin-wheel').className).toContain('fc-spin-wheel--spun');
  });

  it('stops with the won segment under the pointer after five turns', () => {
    // 4 segments of 90°: segment 1 spans 90°–180°, its middle (135°) must end at 0°.
    expect(wheelStopAngle(1, 4)).toBe(5 * 360 + 225);
    expect((wheelStopAngle(1, 4) + 135) % 360).toBe(0);
  });
});
