import '../support/browser-apis';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { ProductCategoryPage } from '@/pages/product-category-page';
import { renderAt } from '../support/render-route';

const routes = [{ path: paths.productCategoryPattern, element: <ProductCategoryPage /> }];

const NINE_PRODUCTS = [
  'Sodium Chloride',
  'Potassium Chloride',
  'Sodium Citrate',
  'Diethylcarbamazine Citrate',
  'Ferrous Sulphate',
  'Dried Ferrous Sulphate',
  'Ferrous Fumarate',
  'Microcrystalline Cellulose',
  'Dicyclomine Hydrochloride',
];

describe('ProductCategoryPage', () => {
  it('lists the nine basic drugs and chemicals in order', () => {
    renderAt('/products/basic-drugs-chemicals', { routes });
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(NINE_PRODUCTS);
  });

  it('titles the page with the category name', () => {
    renderAt('/products/basic-drugs-chemicals', { routes });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Basic Drugs & Chemicals');
    expect(document.title).toMatch(/^Basic Drugs & Chemicals \| /);
  });

  it('links back to the product list in the breadcrumbs', () => {
    renderAt('/products/basic-drugs-chemicals', { routes });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toContainElement(screen.getByRole('link', { name: 'Products' }));
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/product');
  });

  it('says there are no products yet for any other category', () => {
    renderAt('/products/surgical-instruments', { routes });
    expect(screen.getByText('No products available in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sodium Chloride' })).not.toBeInTheDocument();
  });

  it('treats a slug named like an object property as an unknown category', () => {
    renderAt('/products/constructor', { routes });
    expect(screen.getByText('No products available in this category yet.')).toBeInTheDocument();
  });
});
