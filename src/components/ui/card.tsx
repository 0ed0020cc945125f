import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type CardProps = ComponentProps<'div'> & {
  /** 'brand': white on the dark brand colour, to set one card apart. */
  tone?: 'default' | 'brand';
};

export function Card({ className, tone = 'default', ...props }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-2xl border p-6 shadow-sm',
        tone === 'brand' ? 'border-brand-200 bg-brand-800 text-white' : 'border-slate-200 bg-white',
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, children, ...props }: ComponentProps<'h3'>) {
  return (
    <h3 className={cn('text-lg font-semibold text-slate-900', className)} {...props}>
      {children}
    </h3>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('mt-2 text-sm leading-relaxed text-slate-600', className)} {...props} />;
}
