import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  createContext,
  use,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cn } from '@/lib/utils';

/*
 * A looping carousel of full-width slides: a row of slides moved with a CSS transform. It needs
 * no carousel library (embla was 11 KB gz on Home's first load): the first slide is in place
 * in the prerendered HTML, the buttons, dots, arrow keys and a swipe or drag move it, and
 * nothing is measured, so taking over after hydration shifts nothing.
 */

type CarouselContextValue = {
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

type CarouselProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** How many slides CarouselContent holds. */
  slideCount: number;
  /** Names the carousel region for screen readers. */
  label: string;
  /** The slides and the optional parts (controls, dots) that read the carousel state. */
  children: React.ReactNode;
};

export function Carousel({
  slideCount,
  label,
  className,
  children,
  onKeyDown,
  ...props
}: CarouselProps) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const scrollTo = (index: number) => setSelectedIndex((index + slideCount) % slideCount);
  const scrollPrev = () => scrollTo(selectedIndex - 1);
  const scrollNext = () => scrollTo(selectedIndex + 1);

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
    <CarouselContext value={{ selectedIndex, slideCount, scrollPrev, scrollNext, scrollTo }}>
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

/** A swipe or drag longer than this (px) turns the slide; a shorter one springs back. */
const SWIPE_PX = 40;

export function CarouselContent({ className, style, ...props }: ComponentProps<'div'>) {
  const { selectedIndex, scrollPrev, scrollNext } = useCarousel();
  const start = useRef<number | null>(null);
  const [drag, setDrag] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDrag(event.clientX - start.current);
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (drag <= -SWIPE_PX) scrollNext();
    else if (drag >= SWIPE_PX) scrollPrev();
    setDrag(0);
  };

  return (
    <div className="overflow-hidden">
      <div
        className={cn(
          'flex touch-pan-y select-none duration-500 ease-out',
          // The finger leads while dragging; otherwise the row glides to its slide.
          drag === 0 && 'motion-safe:transition-transform',
          className,
        )}
        style={{ transform: `translateX(calc(${-100 * selectedIndex}% + ${drag}px))`, ...style }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // Images are draggable by default; the browser's own drag would swallow the swipe.
        onDragStart={(event) => event.preventDefault()}
        {...props}
      />
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
