import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPIN_INTERVAL_MS } from '../vehicle-media.ts';
import { SpinViewer } from './SpinViewer.tsx';

const FRAMES = Array.from({ length: 36 }, (_, n) => `/media/spin/car/${n}.svg`);

/**
 * jsdom fetches no images: a stand-in for the browser's image loading that answers each frame
 * when asked (the frame named `failing` errors).
 */
class FakeImage {
  static failing = '';
  static pending: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  #src = '';
  set src(value: string) {
    this.#src = value;
    FakeImage.pending.push(this);
  }
  get src() {
    return this.#src;
  }
  static answerAll() {
    const images = FakeImage.pending.splice(0);
    for (const image of images) {
      if (FakeImage.failing && image.src.includes(FakeImage.failing)) image.onerror?.();
      else image.onload?.();
    }
  }
}

beforeEach(() => {
  FakeImage.pending = [];
  FakeImage.failing = '';
  vi.stubGlobal('Image', FakeImage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const slider = () => screen.getByRole('slider', { name: '360° view of the 2024 Toyota RAV4' });

describe('<SpinViewer /> (vehicle-stock §2, §4, §9)', () => {
  it('shows the first frame as a placeholder until every frame has loaded', () => {
    render(<SpinViewer frames={FRAMES} autorotate={false} title="2024 Toyota RAV4" />);
    expect(slider()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading 360° view… 0%');
    expect(FakeImage.pending).toHaveLength(36);
    act(() => FakeImage.answerAll());
    expect(slider()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("waits for the page's load event before fetching the frames", () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(<SpinViewer frames={FRAMES} autorotate={false} title="2024 Toyota RAV4" />);
    expect(FakeImage.pending).toHaveLength(0);
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(FakeImage.pending).toHaveLength(36);
  });

  it('logs a frame that fails to load and still finishes loading (§8: logged only)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    FakeImage.failing = '%2F7.svg';
    render(<SpinViewer frames={FRAMES} autorotate={false} title="2024 Toyota RAV4" />);
    act(() => FakeImage.answerAll());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('%2F7.svg');
    expect(slider()).toHaveAttribute('aria-busy', 'false');
    warn.mockRestore();
  });

  it('autorotates a frame every 100 ms and stops after one full turn', () => {
    vi.useFakeTimers();
    render(<SpinViewer frames={FRAMES} autorotate title="2024 Toyota RAV4" />);
    act(() => FakeImage.answerAll());
    act(() => vi.advanceTimersByTime(SPIN_INTERVAL_MS * 5));
    expect(slider()).toHaveAttribute('aria-valuenow', '50');
    act(() => vi.advanceTimersByTime(SPIN_INTERVAL_MS * 31));
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    act(() => vi.advanceTimersByTime(SPIN_INTERVAL_MS * 10));
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('does not autorotate when the site disables it', () => {
    vi.useFakeTimers();
    render(<SpinViewer frames={FRAMES} autorotate={false} title="2024 Toyota RAV4" />);
    act(() => FakeImage.answerAll());
    act(() => vi.advanceTimersByTime(SPIN_INTERVAL_MS * 10));
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('stops autorotating when the shopper takes over', () => {
    vi.useFakeTimers();
    render(<SpinViewer frames={FRAMES} autorotate title="2024 Toyota RAV4" />);
    act(() => FakeImage.answerAll());
    act(() => vi.advanceTimersByTime(SPIN_INTERVAL_MS * 2));
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider()).toHaveAttribute('aria-valuenow', '30');
    act(() => vi.advanceTimersByTime(SPIN_INTERVAL_MS * 10));
    expect(slider()).toHaveAttribute('aria-valuenow', '30');
  });

  it('turns with the arrow keys, Home and End', async () => {
    render(<SpinViewer frames={FRAMES} autorotate={false} title="2024 Toyota RAV4" />);
    act(() => FakeImage.answerAll());
    slider().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '20');
    expect(slider()).toHaveAttribute('aria-valuetext', '20°');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuenow', '350');
    await userEvent.keyboard('{Home}');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{End}');
    expect(slider()).toHaveAttribute('aria-valuenow', '350');
  });

  it('turns one frame per 20 px dragged', () => {
    render(<SpinViewer frames={FRAMES} autorotate={false} title="2024 Toyota RAV4" />);
    act(() => FakeImage.answerAll());
    fireEvent.pointerDown(slider(), { clientX: 300, button: 0, pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 240, pointerId: 1 });
    expect(slider()).toHaveAttribute('aria-valuenow', '30');
    fireEvent.pointerUp(slider(), { pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 0, pointerId: 1 });
    expect(slider()).toHaveAttribute('aria-valuenow', '30');
  });

  it('ignores keys and drags until loaded', () => {
    render(<SpinViewer frames={FRAMES} autorotate={false} title="2024 Toyota RAV4" />);
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows each hotspot over the frames it belongs to, with its description', async () => {
    render(
      <SpinViewer
        frames={FRAMES}
        autorotate={false}
        title="2024 Toyota RAV4"
        initialLoaded
        hotspots={[
          { id: 'lights', description: 'LED headlights', positions: [{ frame: 0, x: 80, y: 55 }] },
          { id: 'bar', description: 'Tow bar', positions: [{ frame: 1, x: 10, y: 70 }] },
        ]}
      />,
    );
    const lights = screen.getByRole('button', { name: '1: LED headlights' });
    expect(screen.queryByRole('button', { name: /Tow bar/ })).toBeNull();
    expect(screen.getByText('LED headlights', { selector: 'p' })).not.toBeVisible();
    await userEvent.click(lights);
    expect(lights).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('LED headlights', { selector: 'p' })).toBeVisible();
    slider().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '1: Tow bar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /LED headlights/ })).toBeNull();
  });
});
