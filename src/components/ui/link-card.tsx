import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';

type LinkCardProps = {
  title: string;
  description: string;
  /** Without a target the card is informational and not clickable. */
  to?: string;
  image?: { src: string; alt: string; width: number; height: number };
  /** Shown at the foot of the card: the call to action, or a note when not clickable. */
  footer: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** A card whose whole surface is one link (the title), with an optional 16:9 image. */
export function LinkCard({
  title,
  description,
  to,
  image,
  footer,
  headingLevel: Heading = 'h3',
  className,
}: LinkCardProps) {
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition',
        to &&
          'focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:shadow-lg',
        className,
      )}
    >
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-semibold text-slate-900">
          {to ? (
            // The stretched ::after makes the whole card clickable while the link keeps a short name.
            <Link
              to={to}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{description}</p>
        <div className="mt-5 text-sm font-semibold">{footer}</div>
      </div>
    </article>
  );
}

/** The usual footer of a clickable card. */
export function LinkCardAction({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-1.5 text-brand-700">
      {children}
      <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
    </span>
  );
}
