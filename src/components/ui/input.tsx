import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Height and type size; a file picker sizes itself to its button. */
const fieldSizes = {
  default: 'h-10 py-2 text-sm',
  lg: 'h-11 py-2 text-base',
  /** A one-time code: larger, spaced digits. */
  code: 'h-10 py-2 text-lg tracking-[0.3em]',
};

type InputProps = ComponentProps<'input'> & { fieldSize?: keyof typeof fieldSizes };

export function Input({ className, type = 'text', fieldSize = 'default', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        'flex w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/30',
        'file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-800',
        type === 'file' ? 'h-auto cursor-pointer py-1.5 text-sm' : fieldSizes[fieldSize],
        className,
      )}
      {...props}
    />
  );
}
