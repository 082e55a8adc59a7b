import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';
import { TOAST_LIMIT, Toaster } from './Toast.tsx';
import { ToastProvider, useToast } from './ToastProvider.tsx';

function CopyLink({ carName }: { carName: string }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast.show({
          message: interpolate('Copied {carName} to your clipboard!', { carName }),
          durationMs: 3000,
        })
      }
    >
      Copy link to {carName}
    </button>
  );
}

function Orphan() {
  useToast();
  return null;
}

describe('<Toaster /> and useToast()', () => {
  it('has a limit of 1 (site-wide §9)', () => {
    expect(TOAST_LIMIT).toBe(1);
  });

  it('renders only the newest toast of several', () => {
    render(
      <Toaster
        toasts={[
          { id: 'a', message: 'First' },
          { id: 'b', message: 'Second' },
          { id: 'c', message: 'Third' },
        ]}
        onDismiss={() => {}}
      />,
    );
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Second')).toBeNull();
    expect(screen.getAllByText('Third').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
  });

  it('replaces the toast on screen when another is shown', async () => {
    render(
      <ToastProvider>
        <CopyLink carName="2021 Toyota Corolla" />
        <CopyLink carName="2019 Mazda CX-5" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy link to 2021 Toyota Corolla' }));
    // The toaster's code is fetched with the first toast (ToastProvider), then it shows.
    expect(
      (await screen.findAllByText('Copied 2021 Toyota Corolla to your clipboard!')).length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link to 2019 Mazda CX-5' }));
    expect(screen.queryByText('Copied 2021 Toyota Corolla to your clipboard!')).toBeNull();
    expect(screen.getAllByText('Copied 2019 Mazda CX-5 to your clipboard!').length).toBeGreaterThan(
      0,
    );
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
  });

  it('is dismissed by its close button', async () => {
    render(
      <ToastProvider>
        <CopyLink carName="2021 Toyota Corolla" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Copy link/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
  });

  it('needs a provider', () => {
    expect(() => render(<Orphan />)).toThrow('useToast() needs a <ToastProvider> above it');
  });
});
