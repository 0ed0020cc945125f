import '../support/browser-apis';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPage } from '@/pages/product-page';
import { renderAt } from '../support/render-route';

describe('ProductPage', () => {
  it('links the Basic Drugs & Chemicals category to its product list', () => {
    renderAt('/product', { routes: [{ path: '/product', element: <ProductPage /> }] });
    expect(screen.getByRole('link', { name: 'Basic Drugs & Chemicals' })).toHaveAttribute(
      'href',
      '/products/basic-drugs-chemicals',
    );
  });

  it('makes no other category clickable', () => {
    renderAt('/product', { routes: [{ path: '/product', element: <ProductPage /> }] });
    const main = screen.getByRole('main');
    const categoryLinks = [...main.querySelectorAll('a[href^="/products/"]')];
    expect(categoryLinks).toHaveLength(1);
  });
});
