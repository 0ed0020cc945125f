import '../../support/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { renderAt } from '../../support/render-route';

// The panel is a module of its own, fetched as the pointer reaches the Investor button; compiled
// here once before the tests, so a busy machine's first compile does not eat a test's wait.
beforeAll(() => import('@/components/layout/investor-panel'));

const investorTrigger = () => screen.getByRole('button', { name: 'Investor' });

describe('DesktopNav', () => {
  it('keeps the Investor dropdown closed until asked', () => {
    renderAt('/', { chrome: <DesktopNav /> });
    expect(investorTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Investor Resources')).not.toBeInTheDocument();
  });

  it('opens the Investor Resources panel on the first group when the trigger is pressed', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <DesktopNav /> });
    await user.click(investorTrigger());
    expect(investorTrigger()).toHaveAttribute('aria-expanded', 'true');
    // The panel's module arrives on demand (fetched as the pointer reaches the button).
    expect(await screen.findByText('Investor Resources')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Regulatory Disclosures' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Investor Services Request' })).toBeVisible();
  });

  it('shows the links of another group when its submenu is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <DesktopNav /> });
    await user.click(investorTrigger());
    await user.click(await screen.findByRole('button', { name: 'Additional Resources' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Newspaper Publication' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Investor Services Request' })).toBeNull();
  });

  it('opens the memorandum PDF in a new tab with noopener and noreferrer', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <DesktopNav /> });
    await user.click(investorTrigger());
    const link = screen.getByRole('link', { name: /Memorandum and Articles of Association/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(
      /\/storage\/v1\/object\/public\/investor_documents\/memorandum-and-articles-of-association\.pdf$/,
    );
  });

  it('closes the dropdown and navigates when an investor page is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/', { chrome: <DesktopNav /> });
    await user.click(investorTrigger());
    await user.click(screen.getByRole('link', { name: 'Investor Contact' }));
    expect(router.state.location.pathname).toBe('/investor/contact');
    expect(investorTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown on Escape and keeps it closed', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <DesktopNav /> });
    await user.click(investorTrigger());
    expect(investorTrigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(investorTrigger()).toHaveAttribute('aria-expanded', 'false');
    // Radix's hover-open timer (200 ms) is not cleared by a click: if the pointer rested on
    // the trigger, the menu sprang open again after Escape. Wait past it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(investorTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('returns focus to the Investor button when Escape closes the dropdown', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <DesktopNav /> });
    await user.click(investorTrigger());
    await user.click(await screen.findByRole('button', { name: 'Additional Resources' }));
    await user.keyboard('{Escape}');
    expect(investorTrigger()).toHaveFocus();
  });

  it('closes the dropdown when the visitor presses elsewhere on the page', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <DesktopNav /> });
    await user.click(investorTrigger());
    await user.click(screen.getByRole('heading', { name: 'Other page' }));
    expect(investorTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Investor Resources')).not.toBeInTheDocument();
  });

  it('closes the dropdown when focus moves past its last link', async () => {
    const user = userEvent.setup();
    renderAt('/', {
      chrome: (
        <>
          <DesktopNav />
          <button type="button">After the menu</button>
        </>
      ),
    });
    await user.click(investorTrigger());
    screen.getByRole('button', { name: 'After the menu' }).focus();
    await waitFor(() => expect(investorTrigger()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('moves between the submenu buttons with the arrow keys', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <DesktopNav /> });
    await user.click(investorTrigger());
    screen.getByRole('button', { name: 'Regulatory Disclosures' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Reports & Financial Information' })).toHaveFocus();
    // The APG's keys stop at the ends: up past the first group is the panel's title link.
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: /Investor Resources/ })).toHaveFocus();
  });
});
