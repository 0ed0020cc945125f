import { FlaskConical, PackageOpen } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { sitePaths } from '@/config/site-paths';
import { PRODUCTS_NAME } from '@/content/navigation';
import { NO_PRODUCTS_MESSAGE, findProductCategory, getProducts } from '@/content/products';

/** The products of one category; any slug without products gets the spec's empty message. */
export function ProductCategoryPage() {
  const { categorySlug = '' } = useParams();
  const category = findProductCategory(categorySlug);
  const products = getProducts(categorySlug);
  const title = category?.title ?? 'Product Category';

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: PRODUCTS_NAME, to: sitePaths.product }]}
        description={category?.description}
      />
      <Section aria-label={`${title} list`}>
        {products.length === 0 ? (
          <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <PackageOpen aria-hidden="true" className="size-10 text-slate-400" />
            <p className="mt-4 text-lg font-medium text-slate-700">{NO_PRODUCTS_MESSAGE}</p>
            <Button asChild variant="outline" className="mt-6">
              <Link to={sitePaths.product}>Back to all products</Link>
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {products.length} products · available in pharmacopoeial grades. Contact us for
              specifications and certificates of analysis.
            </p>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {products.map((product) => (
                <li
                  key={product.name}
                  className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <FlaskConical aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h2 className="font-semibold text-slate-900">{product.name}</h2>
                    <p className="mt-1 text-sm text-slate-600">{product.description}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-wrap items-center gap-4 rounded-2xl bg-brand-50 p-6">
              <p className="flex-1 text-slate-700">
                Need a product that is not listed, or a specific grade or pack size?
              </p>
              <Button asChild>
                <Link to={sitePaths.contact}>Contact Us</Link>
              </Button>
            </div>
          </>
        )}
      </Section>
    </>
  );
}
