import { PageHeader } from '@/components/layout/page-header';
import { ProductCategoryGrid } from '@/components/layout/product-category-grid';
import { Section } from '@/components/ui/section';
import { PRODUCTS_NAME } from '@/content/navigation';
import { productCategories } from '@/content/products';

export function ProductPage() {
  return (
    <>
      <PageHeader
        title={PRODUCTS_NAME}
        description="Basic drugs, pharmaceutical chemicals and packaging, manufactured to pharmacopoeial standards at our Pithampur plant."
      />
      <Section aria-label="Product categories">
        <ProductCategoryGrid categories={productCategories} headingLevel="h2" />
      </Section>
    </>
  );
}
