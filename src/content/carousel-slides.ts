/** A banner image of the home page carousel (spec section 3). */
export type CarouselSlide = { src: string; alt: string; srcSet?: string };

/** Every slide is 1600 x 900 (16:9); scripts/generate-images.mjs produces them. */
export const CAROUSEL_IMAGE_SIZE = { width: 1600, height: 900 } as const;

export const carouselSlides: CarouselSlide[] = [
  {
    src: '/images/carousel/laboratory.webp',
    srcSet: '/images/carousel/laboratory-800.webp 800w, /images/carousel/laboratory.webp 1600w',
    alt: 'Illustration of a quality-control laboratory with flasks, test tubes and a molecule model',
  },
  {
    src: '/images/carousel/plant.webp',
    srcSet: '/images/carousel/plant-800.webp 800w, /images/carousel/plant.webp 1600w',
    alt: 'Illustration of the Pithampur manufacturing plant with reactors and storage tanks at dawn',
  },
  {
    src: '/images/carousel/water.webp',
    srcSet: '/images/carousel/water-800.webp 800w, /images/carousel/water.webp 1600w',
    alt: 'Illustration of a wastewater treatment facility with clarifier basins and green surroundings',
  },
];
