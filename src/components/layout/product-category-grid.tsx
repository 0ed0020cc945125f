import { LinkCard, LinkCardAction } from '@/components/ui/link-card';
import { PRODUCT_IMAGE_SIZE, type ProductCategory } from '@/content/products';
import { cn } from '@/lib/utils';

type ProductCategoryGridProps = {
  categories: ProductCategory[];
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** The product categories as cards; only clickable categories link to their page. */
export function ProductCategoryGrid({
  categories,
  headingLevel,
  className,
}: ProductCategoryGridProps) {
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        // Two cards sit side by side at a readable width instead of leaving a third column empty.
        categories.length > 2 ? 'lg:grid-cols-3' : 'max-w-5xl',
        className,
      )}
    >
      {categories.map((category) => (
        <li key={category.slug} className="flex">
          <LinkCard
            className="w-full"
            title={category.title}
            description={category.description}
            to={category.clickable ? category.link : undefined}
            image={category.image ? { ...category.image, ...PRODUCT_IMAGE_SIZE } : undefined}
            headingLevel={headingLevel}
            footer={
              category.clickable ? (
                <LinkCardAction>View products</LinkCardAction>
              ) : (
                <span className="text-slate-500">Available on enquiry</span>
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
