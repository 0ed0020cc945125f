import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type LabelProps = ComponentProps<typeof LabelPrimitive.Root> & {
  /** 'hint': small and grey, for a field that repeats per item in a list. */
  variant?: 'default' | 'hint';
};

export function Label({ className, variant = 'default', ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn(
        // The size before leading-none: text-* sets a line height too.
        variant === 'hint' ? 'text-xs text-slate-500' : 'text-sm text-slate-800',
        'font-medium leading-none',
        className,
      )}
      {...props}
    />
  );
}
