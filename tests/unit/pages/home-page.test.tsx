import '../support/browser-apis';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { carouselSlides } from '@/content/carousel-slides';
import { company } from '@/content/company';
import { HomePage } from '@/pages/home-page';
import { stubLayout } from '../support/browser-apis';
import { contactsRow, WithFacts } from '../support/company-facts';
import { renderAt } from '../support/render-route';

const routes = [
  {
    path: '/',
    element: (
      <WithFacts snapshot={{ contacts: contactsRow }}>
        <HomePage />
      </WithFacts>
    ),
  },
];

describe('HomePage', () => {
  it('greets with the hero heading', () => {
    renderAt('/', { routes });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Empowering Health Since 1985',
    );
  });

  it('sends the hero buttons to the products and contact pages', () => {
    renderAt('/', { routes });
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/product');
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows the banner carousel with three slides', () => {
    renderAt('/', { routes });
    const carousel = screen.getByRole('region', { name: /highlights/i });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    // Slides out of view are aria-hidden, so include hidden images in the count.
    const pictures = within(carousel).getAllByRole('img', { hidden: true });
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(
      carouselSlides.map((slide) => slide.alt),
    );
  });

  it('links the Basic Drugs & Chemicals item in Products', () => {
    renderAt('/', { routes });
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basic Drugs & Chemicals' })).toHaveAttribute(
      'href',
      '/products/basic-drugs-chemicals',
    );
  });

  it('offers a phone link in the call-to-action band, with the phone the company entered', async () => {
    renderAt('/', { routes });
    // Loaded after the page (a lazy module), as in the browser.
    expect(
      await screen.findByRole('link', { name: 'Call +91 731 000 0000' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', 'tel:+917310000000');
  });

  it('links SEBI’s SMART ODR and SCORES portals from the home page, in new tabs', () => {
    renderAt('/', { routes });
    const band = screen.getByRole('region', { name: 'For investors' });
    for (const [name, href] of [
      [/SMART ODR/, 'https://smartodr.in'],
      [/SEBI SCORES/, 'https://scores.sebi.gov.in'],
    ] as const) {
      const link = within(band).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(band).getByRole('link', { name: /Investor information/ })).toHaveAttribute(
      'href',
      '/investor',
    ); // A shareholder finds the e-mail alerts from the home page too, not only from /investor.
    expect(within(band).getByRole('link', { name: /Get e-mail alerts/ })).toHaveAttribute(
      'href',
      '/investor/alerts',
    );
  });

  it('sets its document title', () => {
    renderAt('/', { routes });
    expect(document.title).toBe(`Home | ${company.name}`);
  });

  it('advances the banner every 3000 ms', () => {
    vi.useFakeTimers();
    stubLayout();
    try {
      renderAt('/', { routes });
      act(() => vi.advanceTimersByTime(3000));
      expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
