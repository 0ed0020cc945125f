import { ChevronDown, ChevronRight } from 'lucide-react';
import { NavigationMenu as NavigationMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/*
 * Thin styled wrappers around Radix NavigationMenu. The menu renders without a shared viewport:
 * each Content is positioned under its own Item, which keeps the dropdown next to its trigger.
 */

export function NavigationMenu({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      className={cn('relative flex items-center', className)}
      {...props}
    />
  );
}

export function NavigationMenuList({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      className={cn('flex list-none items-center gap-1', className)}
      {...props}
    />
  );
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item;

export const navigationMenuLinkStyle =
  'inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:bg-brand-50';

type NavigationMenuTriggerProps = ComponentProps<typeof NavigationMenuPrimitive.Trigger> & {
  /** Where the panel opens: below the trigger, or beside it in a vertical submenu. */
  opens?: 'down' | 'right';
};

export function NavigationMenuTrigger({
  className,
  children,
  opens = 'down',
  ...props
}: NavigationMenuTriggerProps) {
  const Chevron = opens === 'down' ? ChevronDown : ChevronRight;
  return (
    <NavigationMenuPrimitive.Trigger
      className={cn(navigationMenuLinkStyle, 'group', className)}
      {...props}
    >
      {children}
      <Chevron
        aria-hidden="true"
        className={cn(
          'size-4 shrink-0 transition-transform duration-200',
          opens === 'down' && 'group-data-[state=open]:rotate-180',
        )}
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn('data-[state=open]:animate-menu-in', className)}
      {...props}
    />
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;

export const NavigationMenuSub = NavigationMenuPrimitive.Sub;

export const NavigationMenuViewport = NavigationMenuPrimitive.Viewport;
