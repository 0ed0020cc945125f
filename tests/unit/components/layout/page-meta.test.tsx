import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/layout/page-header';

function renderAt(path: string, ui: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

describe('PageMeta through PageHeader', () => {
  it('sets the tab title, description and canonical URL of the page', async () => {
    renderAt('/about', <PageHeader title="About Us" description="Who we are and what we make." />);
    await waitFor(() =>
      expect(document.title).toBe('About Us | Health For All Pharmaceuticals Limited'),
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Who we are and what we make.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:5173/about',
    );
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'http://localhost:5173/about',
    );
  });

  it('keeps a no-index page out of search and gives it no canonical URL', async () => {
    renderAt('/dashboard', <PageHeader title="Admin Dashboard" noIndex />);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      ),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('announces the disclosures feed on investor pages only', async () => {
    const feed = () => document.head.querySelectorAll('link[rel="alternate"]');
    const first = renderAt('/investor/policies', <PageHeader title="Policies" />);
    await waitFor(() => expect(feed()).toHaveLength(1));
    expect(feed()[0]?.getAttribute('type')).toBe('application/atom+xml');
    expect(feed()[0]?.getAttribute('href')).toBe('http://localhost:5173/investor/disclosures.atom');
    expect(feed()[0]?.getAttribute('title')).toBe('Investor disclosures (Atom feed)');
    first.unmount();
    renderAt('/investorship', <PageHeader title="Not an investor page" />);
    await waitFor(() => expect(document.title).toMatch(/^Not an investor page/));
    expect(feed()).toHaveLength(0);
  });
});
