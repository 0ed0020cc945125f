import Autoplay from 'embla-carousel-autoplay';
import { Pause, Play } from 'lucide-react';
import { useEffect, useMemo, useState, type FocusEvent } from 'react';
import { REDUCED_MOTION_QUERY } from '@/hooks/breakpoints';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  useCarousel,
} from './carousel';

export type CarouselImage = { src: string; alt: string; srcSet?: string };

type ImageCarouselProps = {
  images: CarouselImage[];
  label: string;
  /** Milliseconds each image stays before the next one. */
  delayMs: number;
  width: number;
  height: number;
  className?: string;
};

/**
 * A looping slideshow of images. It pauses while the pointer is over it, while it holds focus,
 * when the visitor presses Pause, and does not start for visitors who prefer reduced motion.
 */
export function ImageCarousel({
  images,
  label,
  delayMs,
  width,
  height,
  className,
}: ImageCarouselProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const plugins = useMemo(
    () =>
      reducedMotion
        ? []
        : [
            // Hover and focus are tracked by AutoplayControls instead of the plugin's own
            // stopOnMouseEnter/stopOnFocusIn, so that leaving the carousel never restarts a
            // slideshow the visitor has paused with the button.
            Autoplay({
              delay: delayMs,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ],
    [reducedMotion, delayMs],
  );
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };

  return (
    <Carousel
      opts={{ loop: true, duration: 30 }}
      plugins={plugins}
      label={label}
      className={cn('group/carousel', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={handleBlur}
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-200 shadow-xl ring-1 ring-black/5">
        <CarouselContent>
          {images.map((image, index) => (
            <CarouselItem key={image.src} index={index} total={images.length}>
              <img
                src={image.src}
                srcSet={image.srcSet}
                // Full width on phones; about half the content width beside the hero text.
                sizes={image.srcSet ? '(min-width: 1024px) 600px, 100vw' : undefined}
                alt={image.alt}
                width={width}
                height={height}
                // Only the first image is in view on load; it is the page's largest paint.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                className="aspect-video h-auto w-full object-cover"
              />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious className="absolute top-1/2 left-3 -translate-y-1/2" />
        <CarouselNext className="absolute top-1/2 right-3 -translate-y-1/2" />
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        {reducedMotion ? null : <AutoplayControls paused={hovered || focusWithin} />}
        <CarouselDots />
      </div>
    </Carousel>
  );
}

/** Starts and stops the autoplay plugin, and offers the Pause/Play button. */
function AutoplayControls({ paused }: { paused: boolean }) {
  const { api } = useCarousel();
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const shouldPlay = !paused && !stoppedByVisitor;

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (shouldPlay) autoplay.play();
    else autoplay.stop();
  }, [api, shouldPlay]);

  return (
    <button
      type="button"
      aria-label={stoppedByVisitor ? 'Play slideshow' : 'Pause slideshow'}
      onClick={() => setStoppedByVisitor((stopped) => !stopped)}
      className="inline-flex size-8 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {stoppedByVisitor ? (
        <Play aria-hidden="true" className="size-4" />
      ) : (
        <Pause aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
