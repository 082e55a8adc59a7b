import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
});
