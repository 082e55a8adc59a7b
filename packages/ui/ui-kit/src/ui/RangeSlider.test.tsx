import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider } from './RangeSlider.tsx';

const thumbValue = (name: RegExp) =>
  Number(screen.getByRole('slider', { name }).getAttribute('aria-valuenow'));

describe('<RangeSlider />', () => {
  it('names both thumbs after the field', () => {
    render(<RangeSlider label="Price" min={5000} max={250_000} step={500} />);
    expect(thumbValue(/Price.*Minimum/)).toBe(5000);
    expect(thumbValue(/Price.*Maximum/)).toBe(250_000);
  });

  it('stops the minimum thumb one step below the maximum with the keyboard', async () => {
    const onValueChange = vi.fn();
    render(
      <RangeSlider
        label="Price"
        min={5000}
        max={250_000}
        step={500}
        defaultValue={[20_000, 21_000]}
        onValueChange={onValueChange}
      />,
    );
    screen.getByRole('slider', { name: /Minimum/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(thumbValue(/Minimum/)).toBe(20_500);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{PageUp}');
    expect(thumbValue(/Minimum/)).toBe(20_500);
    expect(thumbValue(/Maximum/)).toBe(21_000);
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: /Minimum/ }));
    for (const [[low, high]] of onValueChange.mock.calls as [[number, number]][]) {
      expect(high - low).toBeGreaterThanOrEqual(1);
    }
  });

  it('stops the maximum thumb one step above the minimum', async () => {
    render(<RangeSlider label="Price" min={0} max={10} step={1} defaultValue={[4, 6]} />);
    screen.getByRole('slider', { name: /Maximum/ }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{PageDown}');
    expect(thumbValue(/Maximum/)).toBe(5);
    expect(thumbValue(/Minimum/)).toBe(4);
  });

  it('sends Home and End to the lower and upper thumb, never past each other', async () => {
    render(<RangeSlider label="Price" min={0} max={10} step={1} defaultValue={[4, 6]} />);
    screen.getByRole('slider', { name: /Minimum/ }).focus();
    await userEvent.keyboard('{End}');
    expect([thumbValue(/Minimum/), thumbValue(/Maximum/)]).toEqual([4, 10]);
    await userEvent.keyboard('{Home}');
    expect([thumbValue(/Minimum/), thumbValue(/Maximum/)]).toEqual([0, 10]);
  });

  it('repairs a controlled value that breaks the gap', () => {
    render(<RangeSlider label="Price" min={0} max={100} value={[50, 50]} />);
    expect([thumbValue(/Minimum/), thumbValue(/Maximum/)]).toEqual([50, 51]);
  });
});
