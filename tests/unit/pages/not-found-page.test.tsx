import '../support/browser-apis';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '@/pages/not-found-page';
import { renderAt } from '../support/render-route';

const routes = [{ path: '*', element: <NotFoundPage /> }];

describe('NotFoundPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells the visitor the page was not found', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/no/such/page', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('sets the document title', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/no/such/page', { routes });
    expect(document.title).toMatch(/^Page Not Found \| /);
  });

  it('links back to the homepage', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/no/such/page', { routes });
    expect(screen.getByRole('link', { name: /homepage/i })).toHaveAttribute('href', '/');
  });

  it('logs the missing path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/no/such/page', { routes });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));
  });
});
