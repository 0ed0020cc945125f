import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/*
 * The navbar's styles and its disclosure button. A dropdown here is the WAI-ARIA disclosure
 * pattern (a button with aria-expanded and aria-controls over a list of links), which needs no
 * library: the component that owns the panel keeps its state (see hooks/use-dismiss.ts).
 */

export const navigationMenuLinkStyle =
  'inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-expanded:bg-brand-50 aria-expanded:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=true]:text-brand-700 aria-[current=true]:bg-brand-50';

/** A submenu's button in a vertical list: the open one stands out as a white tab. */
const submenuTriggerStyle =
  'inline-flex w-full items-center justify-between gap-1 rounded-md px-3 py-2.5 text-left text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-expanded:bg-white aria-expanded:text-brand-800 aria-expanded:shadow-sm';

type NavigationMenuTriggerProps = Omit<ComponentProps<'button'>, 'aria-expanded'> & {
  /** Whether its panel is shown. */
  expanded: boolean;
  /** Where the panel opens: below the trigger, or beside it in a vertical submenu. */
  opens?: 'down' | 'right';
};

export function NavigationMenuTrigger({
  className,
  children,
  expanded,
  opens = 'down',
  ...props
}: NavigationMenuTriggerProps) {
  const Chevron = opens === 'down' ? ChevronDown : ChevronRight;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      className={cn(
        'group',
        opens === 'down' ? navigationMenuLinkStyle : submenuTriggerStyle,
        className,
      )}
      {...props}
    >
      {children}
      <Chevron
        aria-hidden="true"
        className={cn(
          'size-4 shrink-0 transition-transform duration-200',
          opens === 'down' && 'group-aria-expanded:rotate-180',
        )}
      />
    </button>
  );
}
