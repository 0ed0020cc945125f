import '../../support/browser-apis';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageCarousel } from '@/components/ui/image-carousel';
import { stubLayout, viewport } from '../../support/browser-apis';

const images = [
  { src: '/one.webp', alt: 'First picture' },
  { src: '/two.webp', alt: 'Second picture' },
  { src: '/three.webp', alt: 'Third picture' },
];

function renderCarousel() {
  render(
    <ImageCarousel images={images} label="Highlights" delayMs={3000} width={1600} height={900} />,
  );
}

const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ImageCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubLayout();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts on the first slide', () => {
    renderCarousel();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('offers one dot per slide', () => {
    renderCarousel();
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
  });

  it('is still on the first slide after 2999 ms', () => {
    renderCarousel();
    wait(2999);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('advances to the second slide after 3000 ms', () => {
    renderCarousel();
    wait(3000);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
  });

  it('loops from the last slide back to the first', () => {
    renderCarousel();
    wait(3000);
    wait(3000);
    wait(3000);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('does not advance while the pointer is over it', () => {
    renderCarousel();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    wait(6000);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('resumes when the pointer leaves', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    wait(6000);
    fireEvent.mouseLeave(region);
    wait(3000);
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('does not advance while one of its controls has focus', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(6000);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('stays put after the visitor presses Pause', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).blur());
    wait(9000);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('does not play by itself for visitors who prefer reduced motion', () => {
    viewport.setReducedMotion(true);
    renderCarousel();
    wait(9000);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });

  it('moves to the next slide with the Next button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('moves from the first slide to the last with the Previous button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
  });

  it('jumps to the slide of a dot', () => {
    renderCarousel();
    fireEvent.click(dot(3));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
  });

  it('loads the first image eagerly with high priority and the others lazily', () => {
    renderCarousel();
    const first = screen.getByRole('img', { name: 'First picture', hidden: true });
    const second = screen.getByRole('img', { name: 'Second picture', hidden: true });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '900');
  });
});
