import '../../support/browser-apis';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@/components/layout/footer';
import { company } from '@/content/company';
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

  it('offers the memorandum as a PDF opening in a new tab', () => {
    renderAt('/', { chrome: <Footer /> });
    const link = within(block('Investor Relations')).getByRole('link', {
      name: /Memorandum and Articles of Association/,
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/investor_documents\/.+\.pdf$/);
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

  it('gives the phone number as a tel: link and the postal code', () => {
    renderAt('/', { chrome: <Footer /> });
    const contact = within(block('Contact'));
    expect(contact.getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      `tel:${company.phone.tel}`,
    );
    expect(contact.getByText(/452015/)).toBeInTheDocument();
  });

  it('carries the current year in the copyright line', () => {
    renderAt('/', { chrome: <Footer /> });
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });
});
