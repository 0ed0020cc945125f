import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * Marks a row the local seed made up (is_sample), wherever it shows: on the desk, so the company
 * secretary replaces it, and on the public page, so no visitor takes it for the company's own.
 */
export function SampleBadge({
  className,
  children = 'Sample',
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <span
      className={cn(
        'rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900',
        className,
      )}
    >
      {children}
    </span>
  );
}
