import '../../support/browser-apis';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/footer';
import { renderAt } from '../../support/render-route';

const block = (name: string) => screen.getByRole('region', { name });

describe('Footer', () => {
  it('lists the important links in order', () => {
    renderAt('/', { chrome: <Footer /> });
    const names = within(block('Important Links'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'About Us', 'Products', 'Licences', 'Contact Us']);
  });

  it('shows the account action as the last important link', () => {
    renderAt('/', { chrome: <Footer accountAction={<button type="button">Login</button>} /> });
    const items = within(block('Important Links')).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.at(-1)).toContainElement(screen.getByRole('button', { name: 'Login' }));
  });

  it('links the memorandum to its page, which always shows the current file', () => {
    renderAt('/', { chrome: <Footer /> });
    const link = within(block('Investor Relations')).getByRole('link', {
      name: 'Memorandum and Articles of Association',
    });
    expect(link).toHaveAttribute('href', '/investor/memorandum-and-articles');
  });

  it('links the other investor relations entries to their pages', () => {
    renderAt('/', { chrome: <Footer /> });
    const investor = within(block('Investor Relations'));
    expect(investor.getByRole('link', { name: 'Financial Reports' })).toHaveAttribute(
      'href',
      '/investor/financial-reports',
    );
    expect(investor.getByRole('link', { name: 'General Meeting' })).toHaveAttribute(
      'href',
      '/investor/general-meeting',
    );
    expect(investor.getByRole('link', { name: 'Corporate Announcement' })).toHaveAttribute(
      'href',
      '/investor/corporate-announcement',
    );
  });

  it('shows the contact details it is given in its Contact block', () => {
    renderAt('/', { chrome: <Footer contact={<p>The contact block</p>} /> });
    expect(within(block('Contact')).getByText('The contact block')).toBeInTheDocument();
  });

  it('carries the current year in the copyright line', () => {
    renderAt('/', { chrome: <Footer /> });
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });
});
