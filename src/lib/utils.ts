import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy ones. It does not resolve Tailwind conflicts (which of
 * `px-4` and `px-2` wins depends on the stylesheet, not on the order here), so components
 * never pass two classes for the same property: a primitive offers a prop (`size`, `align`,
 * `spacing`...) for what callers change. tailwind-merge did this at run time for 8 KB gz on
 * every page; the unit tests' setup (tests/unit/setup.ts) fails any render that would need it.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
