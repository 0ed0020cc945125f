import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
        secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
        /** Red text on white, for a destructive action that is not the main one. */
        outlineDestructive:
          'border border-slate-300 bg-white text-red-700 hover:bg-red-50 hover:text-red-800',
        ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        ghostBrand: 'text-brand-700 hover:bg-brand-50 hover:text-brand-800',
        ghostDestructive: 'text-red-700 hover:bg-red-50 hover:text-red-800',
        link: 'text-brand-700 underline-offset-4 hover:underline',
        /** The main action on a dark brand band. */
        inverse: 'bg-white text-brand-800 hover:bg-brand-50',
        /** The second action on a dark brand band. */
        outlineInverse: 'border border-white/40 bg-transparent text-white hover:bg-white/10',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        /** As tall as a large input beside it. */
        tall: 'h-11 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        /** No side padding: a link-style button aligned with the text around it. */
        flush: 'h-9 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10 text-sm',
        iconSm: 'size-9 text-sm',
        /**
         * A small labelled button whose word sits under its icon on a phone, narrow enough for a
         * table's last column at 375 px; side by side from md up.
         */
        stacked: 'h-auto flex-col px-2 py-1 text-xs md:h-9 md:flex-row md:px-3 md:text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, say) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
