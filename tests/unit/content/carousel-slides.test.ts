import { describe, expect, it } from 'vitest';
import { CAROUSEL_IMAGE_SIZE, carouselSlides } from '@/content/carousel-slides';

describe('carousel slides', () => {
  it('has three slides, each with a local image and alt text', () => {
    expect(carouselSlides).toHaveLength(3);
    for (const slide of carouselSlides) {
      expect(slide.src).toMatch(/^\/images\/.+\.webp$/);
      expect(slide.alt.length).toBeGreaterThan(10);
    }
  });

  it('declares a 16:9 image size', () => {
    expect(CAROUSEL_IMAGE_SIZE.width / CAROUSEL_IMAGE_SIZE.height).toBeCloseTo(16 / 9);
  });
});
