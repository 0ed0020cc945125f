import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { moveFocusBetween } from '@/lib/arrow-focus';

/*
 * An accordion as the WAI-ARIA pattern describes it: each header is a button (aria-expanded,
 * aria-controls) in a heading, each open panel a region named by its button. The owner keeps
 * which item is open, so "one at a time, and collapsible" is a single piece of state.
 */

const TRIGGER = '[data-accordion-trigger]';

/** The list of items; Up, Down, Home and End move between their buttons. */
export function Accordion({ className, ...props }: ComponentProps<'div'>) {
  // The keys only move focus between buttons; every button is reachable with Tab as well.
  // eslint-disable-next-line jsx-a11y/no-static-element-interactions
  return <div className={className} onKeyDown={moveFocusBetween(TRIGGER)} {...props} />;
}

type AccordionItemProps = {
  title: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

export function AccordionItem({ title, open, onOpenChange, children }: AccordionItemProps) {
  const id = useId();
  return (
    <div className="border-b border-slate-200">
      <h3 className="flex">
        <button
          type="button"
          id={`${id}-trigger`}
          data-accordion-trigger=""
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => onOpenChange(!open)}
          className="group flex flex-1 items-center justify-between gap-3 rounded-md py-3 text-left text-sm font-medium text-slate-800 transition-colors hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 text-slate-500 transition-transform duration-200 group-aria-expanded:rotate-180"
          />
        </button>
      </h3>
      {open ? (
        <div
          id={`${id}-panel`}
          role="region"
          aria-labelledby={`${id}-trigger`}
          className="animate-menu-in pb-3 text-sm"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
