import { sitePaths } from '@/config/site-paths';

/** A product category as listed on the home and product pages. */
export type ProductCategory = {
  slug: string;
  title: string;
  description: string;
  /** Whether the category has its own page; the others are listed for information only. */
  clickable: boolean;
  link: string;
  image?: { src: string; alt: string };
};

/** Product and page images are 1600 x 900 (16:9), made by scripts/generate-images.mjs. */
export const PRODUCT_IMAGE_SIZE = { width: 1600, height: 900 } as const;

export type Product = { name: string; description: string };

export const BASIC_DRUGS_SLUG = 'basic-drugs-chemicals';

export const productCategories: ProductCategory[] = [
  {
    slug: BASIC_DRUGS_SLUG,
    title: 'Basic Drugs & Chemicals',
    description:
      'Pharmacopoeial-grade salts, iron compounds and excipients made at our Pithampur plant for formulators and institutional buyers.',
    clickable: true,
    link: sitePaths.productCategory(BASIC_DRUGS_SLUG),
    image: {
      src: '/images/products-basic-drugs.webp',
      alt: 'Laboratory glassware and crystalline powders on a bench',
    },
  },
  {
    slug: 'pharmaceutical-packaging',
    title: 'Pharmaceutical Packaging',
    description:
      'Packaging for pharmaceutical products, supplied to order. Contact us for specifications.',
    clickable: false,
    link: sitePaths.productCategory('pharmaceutical-packaging'),
    image: {
      src: '/images/products-packaging.webp',
      alt: 'Blister packs, bottles and cartons for pharmaceutical products',
    },
  },
];

// The nine products the specification lists, named as the Indian Pharmacopoeia names them: the
// specification copies the original site's 'Ferrus Fumerate', 'Diethyl Carbamazine Citrate' and
// 'Micro Crystalline Cellulose' (DESIGN.md records the difference).
const basicDrugsAndChemicals: Product[] = [
  { name: 'Sodium Chloride', description: 'Electrolyte replenisher for oral and parenteral use.' },
  { name: 'Potassium Chloride', description: 'Electrolyte for potassium supplementation.' },
  { name: 'Sodium Citrate', description: 'Alkalising agent, buffer and anticoagulant.' },
  {
    name: 'Diethylcarbamazine Citrate',
    description: 'Anthelmintic used in filariasis control programmes.',
  },
  { name: 'Ferrous Sulphate', description: 'Iron salt for haematinic formulations.' },
  {
    name: 'Dried Ferrous Sulphate',
    description: 'Exsiccated iron salt for tablets and capsules.',
  },
  { name: 'Ferrous Fumarate', description: 'Iron source for oral dosage forms.' },
  {
    name: 'Microcrystalline Cellulose',
    description: 'Binder and diluent for direct compression.',
  },
  {
    name: 'Dicyclomine Hydrochloride',
    description: 'Antispasmodic active pharmaceutical ingredient.',
  },
];

const productsByCategory: Record<string, Product[]> = {
  [BASIC_DRUGS_SLUG]: basicDrugsAndChemicals,
};

export const NO_PRODUCTS_MESSAGE = 'No products available in this category yet.';

export function findProductCategory(slug: string): ProductCategory | undefined {
  return productCategories.find((category) => category.slug === slug);
}

/** The products of a category; an unknown slug has none. */
export function getProducts(slug: string): Product[] {
  return Object.hasOwn(productsByCategory, slug) ? (productsByCategory[slug] ?? []) : [];
}
