import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AriaRouterBridge } from '@/lib/AriaRouterBridge';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const SECTIONS = ['profile', 'plans', 'settings'];

function Sections({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const open = useLocation().pathname.slice(1) || 'profile';
  return (
    <Tabs orientation={orientation} selectedKey={open}>
      <TabList aria-label="Account">
        {SECTIONS.map((section) => (
          <Tab key={section} id={section} href={`/${section}`}>
            {section}
          </Tab>
        ))}
      </TabList>
      {SECTIONS.map((section) => (
        <TabPanel key={section} id={section}>
          {section === 'settings' ? <button type="button">Save</button> : <p>{section} text</p>}
        </TabPanel>
      ))}
    </Tabs>
  );
}

function renderTabs(orientation: 'horizontal' | 'vertical' = 'horizontal') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AriaRouterBridge>
            <Sections orientation={orientation} />
          </AriaRouterBridge>
        ),
      },
    ],
    { initialEntries: ['/profile'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('link tabs', () => {
  it('opens the tab its URL names, the open tab alone in the tab order, its panel named by it', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Account' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    const open = screen.getByRole('tab', { name: 'profile' });
    expect(open).toHaveAttribute('aria-selected', 'true');
    expect(open).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'plans' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'plans' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('profile');
    // Nothing to tab to inside: the panel itself takes focus.
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
  });

  it('follows the links with the arrow keys of its orientation, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const router = renderTabs();
    screen.getByRole('tab', { name: 'profile' }).focus();

    await user.keyboard('{ArrowDown}');
    expect(router.state.location.pathname).toBe('/profile');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(screen.getByRole('tab', { name: 'plans' })).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    // A panel with a control of its own is not a tab stop itself.
    expect(screen.getByRole('tabpanel', { name: 'settings' })).not.toHaveAttribute('tabindex');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.getByRole('tab', { name: 'profile' })).toHaveFocus();
  });

  it('takes Up and Down when vertical', async () => {
    const user = userEvent.setup();
    const router = renderTabs('vertical');
    screen.getByRole('tab', { name: 'profile' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe('/profile');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
