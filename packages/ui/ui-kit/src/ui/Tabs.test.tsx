import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const TABS = [
  { value: 'comments', label: 'Dealer Comments', content: 'One owner, full service history.' },
  { value: 'included', label: "What's Included", content: 'Roadside assist.' },
  { value: 'why', label: 'Why Buy From Us?', content: 'Haggle-free pricing.' },
];

describe('<Tabs />', () => {
  it('shows the first tab and names the tab list', () => {
    render(<Tabs tabs={TABS} label="Vehicle information" />);
    expect(screen.getByRole('tablist', { name: 'Vehicle information' })).toBeTruthy();
    const first = screen.getByRole('tab', { name: 'Dealer Comments' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Dealer Comments' }).textContent).toBe(
      'One owner, full service history.',
    );
  });

  it('moves with the arrow keys, Home and End, showing each tab as it gets focus', async () => {
    render(<Tabs tabs={TABS} label="Vehicle information" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dealer Comments' }));
    await userEvent.keyboard('{ArrowRight}');
    const included = screen.getByRole('tab', { name: "What's Included" });
    expect(document.activeElement).toBe(included);
    expect(included.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Roadside assist.');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Why Buy From Us?' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dealer Comments' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Why Buy From Us?' }));
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Dealer Comments' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('is one tab stop: Tab leaves the tab list for the panel', async () => {
    render(<Tabs tabs={TABS} label="Vehicle information" />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('with forceMount renders every panel on the server, the inactive ones hidden', () => {
    const html = renderToString(<Tabs tabs={TABS} label="Vehicle information" forceMount />);
    for (const tab of TABS) expect(html).toContain(tab.content);
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2);
  });

  it('with forceMount shows only the selected panel and moves with the keyboard', async () => {
    render(<Tabs tabs={TABS} label="Vehicle information" forceMount />);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(
      screen.getByText('Roadside assist.').closest('[role="tabpanel"]')?.hasAttribute('hidden'),
    ).toBe(true);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Roadside assist.');
    expect(
      screen
        .getByText('One owner, full service history.')
        .closest('[role="tabpanel"]')
        ?.hasAttribute('hidden'),
    ).toBe(true);
  });

  it('links each tab and its panel both ways and keeps one tab stop (WAI-ARIA tabs pattern)', () => {
    render(<Tabs tabs={TABS} label="Vehicle information" forceMount />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    for (const tab of tabs) {
      expect(tab.getAttribute('type')).toBe('button');
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel?.tabIndex).toBe(0);
    }
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('hydrates the server HTML without a mismatch and then moves with the keyboard', async () => {
    const element = <Tabs tabs={TABS} label="Vehicle information" forceMount />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    const [first, second] = within(container).getAllByRole('tab');
    expect(document.getElementById(first?.getAttribute('aria-controls') ?? '')?.textContent).toBe(
      'One owner, full service history.',
    );
    first?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second?.getAttribute('aria-selected')).toBe('true');
    act(() => root.unmount());
    container.remove();
  });

  it('selects a tab on click and tells onValueChange', async () => {
    const onValueChange = vi.fn();
    render(<Tabs tabs={TABS} label="Vehicle information" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Why Buy From Us?' }));
    expect(onValueChange).toHaveBeenLastCalledWith('why');
    expect(screen.getByRole('tabpanel').textContent).toBe('Haggle-free pricing.');
    expect(screen.getByRole('tab', { name: 'Why Buy From Us?' }).tabIndex).toBe(0);
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs
        tabs={TABS}
        label="Vehicle information"
        value="included"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Roadside assist.');
    await userEvent.click(screen.getByRole('tab', { name: 'Why Buy From Us?' }));
    expect(onValueChange).toHaveBeenCalledWith('why');
    rerender(<Tabs tabs={TABS} label="Vehicle information" value="why" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Haggle-free pricing.');
  });

  it('skips a disabled tab with the arrow keys', async () => {
    const tabs = TABS.map((tab) => (tab.value === 'included' ? { ...tab, disabled: true } : tab));
    render(<Tabs tabs={tabs} label="Vehicle information" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Why Buy From Us?' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Haggle-free pricing.');
  });

  it('vertical: moves with Arrow Up and Down, not Left and Right', async () => {
    render(<Tabs tabs={TABS} label="Opening hours" orientation="vertical" />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dealer Comments' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: "What's Included" }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Why Buy From Us?' }));
  });

  it('manual activation: arrows move focus only, Enter or Space selects', async () => {
    render(<Tabs tabs={TABS} label="Vehicle information" activationMode="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const included = screen.getByRole('tab', { name: "What's Included" });
    expect(document.activeElement).toBe(included);
    expect(included.getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(included.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight} ');
    expect(
      screen.getByRole('tab', { name: 'Why Buy From Us?' }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
