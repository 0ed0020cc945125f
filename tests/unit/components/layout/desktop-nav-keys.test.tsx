import '../../support/browser-apis';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { stepInList } from '@/components/layout/disclosure-nav-keys';
import { renderAt } from '../../support/render-route';

// The panel is a module of its own, fetched as the pointer reaches the Investor button; compiled
// here once before the tests, so a busy machine's first compile does not eat a test's wait.
beforeAll(() => import('@/components/layout/investor-panel'));

// The WAI-ARIA APG disclosure navigation menu's optional keys (disclosure-nav-keys.ts): from the
// open Investor button into its panel, and through the panel's two columns.
const investor = () => screen.getByRole('button', { name: 'Investor' });
const link = (name: string | RegExp) => screen.getByRole('link', { name });

const group = (name: string) => screen.getByRole('button', { name });

describe('stepInList', () => {
  it('moves one step without wrapping, and Home and End to the ends', () => {
    expect([
      stepInList('ArrowDown', 0, 3),
      stepInList('ArrowDown', 2, 3),
      stepInList('ArrowUp', 0, 3),
      stepInList('Home', 2, 3),
      stepInList('End', 0, 3),
      stepInList('ArrowRight', 0, 3),
      stepInList('ArrowRight', 0, 3, false),
      stepInList('a', 0, 3),
    ]).toEqual([1, 2, 0, 0, 2, null, 1, null]);
  });
});

describe('the Investor menu’s arrow keys', () => {
  it('go into the open Investor panel and through its two columns, and Escape comes back', async () => {
    const user = userEvent.setup();
    renderAt('/', { chrome: <DesktopNav /> });
    investor().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: /Investor Resources/ });
    await user.keyboard('{ArrowDown}');
    expect(link(/Investor Resources/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(group('Regulatory Disclosures')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(group('Reports & Financial Information')).toHaveFocus();
    await user.keyboard('{End}');
    expect(group('Additional Resources')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(group('Additional Resources')).toHaveFocus();

    await user.keyboard('{ArrowLeft}{Home}');
    expect(link(/Investor Resources/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(group('Reports & Financial Information')).toHaveAttribute('aria-expanded', 'true');
    expect(link('Notice of Closure of Register of Members')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Notice of General meeting')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Reports and Certificates')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Notice of Closure of Register of Members')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(group('Reports & Financial Information')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(investor()).toHaveAttribute('aria-expanded', 'false');
    expect(investor()).toHaveFocus();
  });
});

describe('the Investor item', () => {
  it('is marked as the current section on every investor page, and only there', () => {
    renderAt('/investor/policies', { chrome: <DesktopNav /> });
    expect(investor()).toHaveAttribute('aria-current', 'true');
    expect(investor().className).toMatch(/aria-\[current=true\]:text-brand-700/);
  });

  it('is not marked elsewhere', () => {
    renderAt('/about', { chrome: <DesktopNav /> });
    expect(investor()).not.toHaveAttribute('aria-current');
    expect(link('About')).toHaveAttribute('aria-current', 'page');
  });
});
