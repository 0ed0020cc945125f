import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  createContext,
  use,
  useCallback,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/lib/utils';

export type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type CarouselPlugins = Parameters<typeof useEmblaCarousel>[1];

type CarouselContextValue = {
  viewportRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  selectedIndex: number;
  slideCount: number;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel(): CarouselContextValue {
  const context = use(CarouselContext);
  if (!context) throw new Error('useCarousel must be used inside <Carousel>');
  return context;
}

const noop = () => undefined;

/** Re-renders when embla selects another slide or re-measures. */
function useEmblaValue<T>(
  api: CarouselApi,
  read: (api: NonNullable<CarouselApi>) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return noop;
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : fallback),
    () => fallback,
  );
}

type CarouselProps = Omit<ComponentProps<'div'>, 'children'> & {
  opts?: CarouselOptions;
  plugins?: CarouselPlugins;
  /** Names the carousel region for screen readers. */
  label: string;
  /** Optional parts (controls, dots) that should read the carousel state. */
  children: React.ReactNode;
};

export function Carousel({
  opts,
  plugins,
  label,
  className,
  children,
  onKeyDown,
  ...props
}: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel(opts, plugins);
  const selectedIndex = useEmblaValue(api, (a) => a.selectedScrollSnap(), 0);
  const slideCount = useEmblaValue(api, (a) => a.scrollSnapList().length, 0);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  return (
    <CarouselContext
      value={{ viewportRef, api, selectedIndex, slideCount, scrollPrev, scrollNext, scrollTo }}
    >
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDownCapture={handleKeyDown}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </div>
    </CarouselContext>
  );
}

export function CarouselContent({ className, ...props }: ComponentProps<'div'>) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className={cn('flex touch-pan-y', className)} {...props} />
    </div>
  );
}

type CarouselItemProps = ComponentProps<'div'> & { index: number; total: number };

export function CarouselItem({ className, index, total, ...props }: CarouselItemProps) {
  const { selectedIndex } = useCarousel();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      // Slides off screen stay out of the reading order.
      aria-hidden={index !== selectedIndex}
      className={cn('min-w-0 shrink-0 grow-0 basis-full', className)}
      {...props}
    />
  );
}

const controlStyle =
  'inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

export function CarouselPrevious({ className, ...props }: ComponentProps<'button'>) {
  const { scrollPrev } = useCarousel();
  return (
    <button
      type="button"
      aria-label="Previous slide"
      onClick={scrollPrev}
      className={cn(controlStyle, className)}
      {...props}
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
    </button>
  );
}

export function CarouselNext({ className, ...props }: ComponentProps<'button'>) {
  const { scrollNext } = useCarousel();
  return (
    <button
      type="button"
      aria-label="Next slide"
      onClick={scrollNext}
      className={cn(controlStyle, className)}
      {...props}
    >
      <ChevronRight aria-hidden="true" className="size-5" />
    </button>
  );
}

/** One button per slide; the current one is marked for screen readers and drawn wider. */
export function CarouselDots({ className, ...props }: ComponentProps<'div'>) {
  const { selectedIndex, slideCount, scrollTo } = useCarousel();
  return (
    <div className={cn('flex items-center justify-center gap-2', className)} {...props}>
      {Array.from({ length: slideCount }, (_, index) => {
        const current = index === selectedIndex;
        return (
          <button
            key={index}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={current ? 'true' : undefined}
            onClick={() => scrollTo(index)}
            className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span
              className={cn(
                'block h-2 rounded-full transition-all duration-300',
                current ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300 group-hover:bg-slate-400',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}
