import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A full-width band of a page with the site's content width and vertical rhythm. */
type SectionProps = ComponentProps<'section'> & { spacing?: 'default' | 'compact' };

export function Section({ className, children, spacing = 'default', ...props }: SectionProps) {
  return (
    <section
      className={cn(spacing === 'compact' ? 'py-10 md:py-14' : 'py-14 md:py-20', className)}
      {...props}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  className?: string;
};

/** The h2 of a section, with an optional small label above and a lead paragraph below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'left',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        {title}
      </h2>
      {description ? (
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{description}</p>
      ) : null}
    </div>
  );
}
