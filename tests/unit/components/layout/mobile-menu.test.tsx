import '../../support/browser-apis';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { viewport } from '../../support/browser-apis';
import { renderAt } from '../../support/render-route';

const toggle = () => screen.getByRole('button', { name: 'Toggle menu' });
const mobileNav = () => screen.getByRole('navigation', { name: 'Mobile' });

/** Presses the toggle and waits for the panel, whose code loads on the first press. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(toggle());
  await screen.findByRole('navigation', { name: 'Mobile' });
}

describe('MobileMenu', () => {
  beforeEach(() => {
    viewport.setWidth(375);
  });

  it('starts closed', () => {
    renderAt('/', { chrome: <MobileMenu /> });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('opens the panel with the main links when the toggle is pressed', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'About', 'Product', 'License', 'Contact']) {
      expect(within(mobileNav()).getByRole('link', { name })).toBeVisible();
    }
  });

  it('marks Investor Resources as the current section on an investor page', async () => {
    const user = userEvent.setup();
    renderAt('/investor/policies', { chrome: <MobileMenu /> });
    await openMenu(user);
    expect(within(mobileNav()).getByRole('link', { name: /Investor Resources/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes when the toggle is pressed again', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes and shows the page when a link is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    await user.click(within(mobileNav()).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes by other means, such as Back', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    await act(() => router.navigate('/contact'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the viewport grows to 768 px', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    act(() => viewport.setWidth(768));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while the viewport stays below 768 px', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    act(() => viewport.setWidth(767));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('shows the three investor groups as collapsed accordion items', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    const groups = [
      'Regulatory Disclosures',
      'Reports & Financial Information',
      'Additional Resources',
    ];
    for (const name of groups) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('lists the eight regulatory disclosures when that group is opened', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Regulatory Disclosures' }));
    const region = screen.getByRole('region', { name: 'Regulatory Disclosures' });
    expect(within(region).getAllByRole('link')).toHaveLength(8);
  });

  it('keeps only one investor group open at a time', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Regulatory Disclosures' }));
    await user.click(screen.getByRole('button', { name: 'Additional Resources' }));
    expect(screen.getByRole('button', { name: 'Additional Resources' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Regulatory Disclosures' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('collapses an open investor group when it is pressed again', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    const group = screen.getByRole('button', { name: 'Additional Resources' });
    await user.click(group);
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens external investor files in a new tab without access to this page', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Additional Resources' }));
    const link = screen.getByRole('link', { name: /Dispute Resolution Mechanism/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Dispute Resolution Mechanism (opens in a new tab)');
  });

  it('opens internal investor pages in the same tab', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Additional Resources' }));
    const link = screen.getByRole('link', { name: 'Newspaper Publication' });
    expect(link).toHaveAttribute('href', '/investor/newspaper-publication');
    expect(link).not.toHaveAttribute('target');
  });

  it('closes when an investor page is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/', { chrome: <MobileMenu /> });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Additional Resources' }));
    await user.click(screen.getByRole('link', { name: 'Newspaper Publication' }));
    expect(router.state.location.pathname).toBe('/investor/newspaper-publication');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
