import { describe, expect, it } from 'vitest';
import { canHydrate } from '@/app/can-hydrate';
import { routes } from '@/routes';

describe('canHydrate', () => {
  it('hydrates a page prerendered for the same path, with or without a trailing slash', () => {
    expect(canHydrate('/about', '/about', routes)).toBe(true);
    expect(canHydrate('/about', '/about/', routes)).toBe(true);
    expect(canHydrate('/', '/', routes)).toBe(true);
  });

  it('hydrates the not-found page on a path no route matches', () => {
    expect(canHydrate('*', '/no/such/page', routes)).toBe(true);
  });

  it('renders afresh when the host served the not-found page for a real route', () => {
    expect(canHydrate('*', '/products/another-category', routes)).toBe(false);
  });

  it('renders afresh when there is no prerendered markup or it is for another path', () => {
    expect(canHydrate(undefined, '/dashboard', routes)).toBe(false);
    expect(canHydrate('/about', '/contact', routes)).toBe(false);
  });
});
