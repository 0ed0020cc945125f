import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/*
 * Below 768 px a "stacked" table shows each row as a card: the column headers are kept for
 * screen readers only, and each cell shows its column name from its data-label attribute.
 */
const stackedTableStyle = [
  // A block table leaves its caption as a table-caption box as narrow as its longest word.
  'max-md:block max-md:[&_caption]:block max-md:[&_caption]:px-0 max-md:[&_thead]:sr-only max-md:[&_tbody]:block max-md:[&_tbody]:space-y-3',
  'max-md:[&_tr]:block max-md:[&_tr]:rounded-xl max-md:[&_tr]:border! max-md:[&_tr]:border-slate-200 max-md:[&_tr]:bg-white max-md:[&_tr]:p-4 max-md:[&_tr]:shadow-sm',
  'max-md:[&_td]:grid max-md:[&_td]:grid-cols-[6.5rem_1fr] max-md:[&_td]:gap-3 max-md:[&_td]:px-0 max-md:[&_td]:justify-items-start max-md:[&_td]:py-1.5 max-md:[&_td:empty]:hidden',
  'max-md:[&_td]:before:text-xs max-md:[&_td]:before:font-semibold max-md:[&_td]:before:tracking-wide max-md:[&_td]:before:text-slate-500 max-md:[&_td]:before:uppercase max-md:[&_td]:before:content-[attr(data-label)]',
].join(' ');

const stackedContainerStyle =
  'max-md:overflow-visible max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:shadow-none';

type TableProps = ComponentProps<'table'> & {
  /** Classes for the scrolling box around the table (margins, say). */
  containerClassName?: string;
  /** Show rows as cards on small screens; every TableCell then needs a data-label. */
  stacked?: boolean;
};

/** A data table that scrolls sideways inside its own box on narrow screens, or stacks. */
export function Table({ className, containerClassName, stacked = false, ...props }: TableProps) {
  return (
    <div
      className={cn(
        'relative w-full overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
        stacked && stackedContainerStyle,
        containerClassName,
      )}
    >
      <table
        // Explicit roles here and on rows and cells: some browsers drop the implicit ones
        // when CSS changes a table's display (the stacked layout does).
        role="table"
        className={cn(
          'w-full caption-bottom border-collapse text-sm',
          stacked && stackedTableStyle,
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn('bg-brand-50 [&_tr]:border-b [&_tr]:border-brand-100', className)}
      {...props}
    />
  );
}

/** The cells take their text colour from here, so a cell can set its own without a clash. */
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody className={cn('text-slate-700 [&_tr:last-child]:border-0', className)} {...props} />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      role="row"
      className={cn(
        'border-b border-slate-200 transition-colors even:bg-slate-50/60 hover:bg-brand-50/50',
        className,
      )}
      {...props}
    />
  );
}

const textAlign = { left: 'text-left', center: 'text-center', right: 'text-right' };

/*
 * Alignment and padding are props, not classes to override: cn() joins classes without
 * resolving Tailwind conflicts, so a cell never carries two text alignments.
 */
type AlignProps = { align?: keyof typeof textAlign };

export function TableHead({
  className,
  align = 'left',
  ...props
}: ComponentProps<'th'> & AlignProps) {
  return (
    <th
      role="columnheader"
      className={cn(
        textAlign[align],
        'h-11 px-4 align-middle text-xs font-semibold uppercase tracking-wide whitespace-nowrap text-brand-900',
        className,
      )}
      {...props}
    />
  );
}

type TableCellProps = ComponentProps<'td'> &
  AlignProps & {
    valign?: 'top' | 'middle';
    /** 'roomy' for a row that stands for the whole table: loading, empty, failed. */
    padding?: 'default' | 'roomy';
  };

export function TableCell({
  className,
  align,
  valign = 'top',
  padding = 'default',
  ...props
}: TableCellProps) {
  return (
    <td
      // The rule takes a cell for a grid cell; role="cell" keeps its meaning when stacked.
      // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
      role="cell"
      className={cn(
        'px-4',
        padding === 'roomy' ? 'py-10' : 'py-3',
        valign === 'middle' ? 'align-middle' : 'align-top',
        align && textAlign[align],
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      className={cn('mt-3 px-4 pb-3 text-left text-sm text-slate-600', className)}
      {...props}
    />
  );
}
