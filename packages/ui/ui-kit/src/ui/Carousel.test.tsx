import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAROUSEL_SETTLE_MS, Carousel } from './Carousel.tsx';

const SLIDES = ['Special offers', 'Service', 'Trade-in'].map((text) => <p key={text}>{text}</p>);

const status = () => screen.getByText(/^\d of \d$/, { selector: '[aria-live]' }).textContent;
const visibleSlides = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide')
    .filter((slide) => !slide.hasAttribute('aria-hidden'))
    .map((slide) => slide.textContent);

describe('<Carousel />', () => {
  it('starts at index 1 and loops, like the feature banner (vehicle-stock §9)', async () => {
    render(<Carousel slides={SLIDES} label="Feature banner" startIndex={1} loop />);
    expect(screen.getByRole('region', { name: 'Feature banner' })).toBeTruthy();
    expect(status()).toBe('2 of 3');
    expect(visibleSlides()).toEqual(['Service']);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(status()).toBe('3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(status()).toBe('1 of 3');
    expect(visibleSlides()).toEqual(['Special offers']);
    await userEvent.keyboard('{ArrowLeft}');
    expect(status()).toBe('3 of 3');
  });

  it('holds at the ends without loop and disables the buttons there', async () => {
    const onIndexChange = vi.fn();
    render(<Carousel slides={SLIDES} label="Photos" onIndexChange={onIndexChange} />);
    expect(status()).toBe('1 of 3');
    expect(
      (screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(status()).toBe('3 of 3');
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('jumps to a slide from its thumbnail and marks the current one', async () => {
    render(
      <Carousel
        slides={SLIDES}
        label="Photos"
        thumbnails={['a', 'b', 'c'].map((name) => <span key={name}>{name}</span>)}
      />,
    );
    const third = screen.getByRole('button', { name: 'Show slide 3' });
    await userEvent.click(third);
    expect(status()).toBe('3 of 3');
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show slide 1' }).hasAttribute('aria-current')).toBe(
      false,
    );
    await userEvent.keyboard('{ArrowLeft}');
    expect(status()).toBe('2 of 3');
  });

  it('leaves the arrow keys to a text field inside a slide', async () => {
    render(
      <Carousel
        slides={[<input key="a" aria-label="Postcode" />, <p key="b">Two</p>]}
        label="Form"
      />,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Postcode' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(status()).toBe('1 of 2');
  });

  it('selects the slide a swipe settles on, and scrolls the strip for the buttons', () => {
    vi.useFakeTimers();
    try {
      const onIndexChange = vi.fn();
      const { container } = render(
        <Carousel slides={SLIDES} label="Photos" onIndexChange={onIndexChange} />,
      );
      const viewport = container.querySelector('.fc-carousel__viewport') as HTMLElement;
      // A scrolling region the keyboard can reach (axe scrollable-region-focusable).
      expect(viewport.tabIndex).toBe(0);
      // Lay the slides out 300 px apart, as a 300 px wide viewport would.
      [...(container.querySelector('.fc-carousel__container') as HTMLElement).children].forEach(
        (slide, index) => {
          Object.defineProperty(slide, 'offsetLeft', { value: index * 300 });
        },
      );
      const scrolls: unknown[] = [];
      viewport.scrollTo = ((options: ScrollToOptions) => {
        scrolls.push(options);
      }) as typeof viewport.scrollTo;

      // A swipe: the browser scrolls, and once it rests near slide 3 that slide is selected.
      viewport.scrollLeft = 590;
      act(() => {
        viewport.dispatchEvent(new Event('scroll'));
        vi.advanceTimersByTime(CAROUSEL_SETTLE_MS - 1);
      });
      expect(status()).toBe('1 of 3');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(status()).toBe('3 of 3');
      expect(visibleSlides()).toEqual(['Trade-in']);
      expect(onIndexChange).toHaveBeenLastCalledWith(2);

      // A button scrolls the strip to the slide's start; that scroll is not taken as a swipe.
      act(() => {
        screen.getByRole('button', { name: 'Previous slide' }).click();
      });
      expect(scrolls).toEqual([{ left: 300, behavior: 'smooth' }]);
      viewport.scrollLeft = 450;
      act(() => {
        viewport.dispatchEvent(new Event('scroll'));
        vi.advanceTimersByTime(CAROUSEL_SETTLE_MS);
      });
      expect(status()).toBe('2 of 3');
    } finally {
      vi.useRealTimers();
    }
  });
});
