import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FooterContacts } from '@/features/company-facts/components/footer-contacts';
import { contactsRow, WithFacts } from '../support/company-facts';

describe('the footer’s contact details', () => {
  it('gives the registered office, a tel: link, a mail link and the CIN the company entered', () => {
    render(
      <WithFacts snapshot={{ contacts: contactsRow }}>
        <FooterContacts />
      </WithFacts>,
    );
    expect(screen.getByText('Indore, Madhya Pradesh 452015')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 731 000 0000' })).toHaveAttribute(
      'href',
      'tel:+917310000000',
    );
    expect(screen.getByRole('link', { name: 'investors@example.com' })).toHaveAttribute(
      'href',
      'mailto:investors@example.com',
    );
    expect(screen.getByText('CIN: L24230MP1985PLC000000')).toBeInTheDocument();
  });

  it('says they are not yet published when the company has entered none', () => {
    render(
      <WithFacts snapshot={{ contacts: null }}>
        <FooterContacts />
      </WithFacts>,
    );
    expect(screen.getByText(/contact details are not yet published/)).toBeInTheDocument();
  });
});
