import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('<Button />', () => {
  it('is a plain button that does not submit forms by default', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Enquire now</Button>);
    const button = screen.getByRole('button', { name: 'Enquire now' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and disabled with a spinner while loading (site-wide §4 submitting)', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} type="submit">
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: /^Submit/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('.fc-spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toContain('Loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('stays disabled without being busy when only disabled', () => {
    render(<Button disabled>0 Cars Found</Button>);
    const button = screen.getByRole('button', { name: '0 Cars Found' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('adds caller class names and uses a translated loading text', () => {
    render(
      <Button loading classNames={{ root: 'dealer-cta' }} translations={{ loading: 'Sending' }}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Send/ });
    expect(button.className).toContain('fc-button');
    expect(button.className).toContain('dealer-cta');
    expect(button.textContent).toContain('Sending');
  });
});
