import '../../support/browser-apis';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Navbar } from '@/components/layout/navbar';
import { viewport } from '../../support/browser-apis';
import { renderAt } from '../../support/render-route';

describe('Navbar', () => {
  it('stays in its full style at 50 px of scroll', () => {
    renderAt('/', { chrome: <Navbar /> });
    act(() => viewport.scrollTo(50));
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  });

  it('turns compact once scrolled past 50 px', () => {
    renderAt('/', { chrome: <Navbar /> });
    act(() => viewport.scrollTo(51));
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  it('returns to its full style when scrolled back to the top', () => {
    renderAt('/', { chrome: <Navbar /> });
    act(() => viewport.scrollTo(300));
    act(() => viewport.scrollTo(0));
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  });

  it('links the logo to the home page', () => {
    renderAt('/about', { chrome: <Navbar /> });
    expect(screen.getByRole('link', { name: /health for all/i })).toHaveAttribute('href', '/');
  });

  it('offers the five main links in order', () => {
    renderAt('/', { chrome: <Navbar /> });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'About', 'Product', 'License', 'Contact']);
  });

  it('marks the link of the current page', () => {
    renderAt('/license', { chrome: <Navbar /> });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('License');
  });
});
