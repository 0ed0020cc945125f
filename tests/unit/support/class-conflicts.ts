import { twMerge } from 'tailwind-merge';

/**
 * The classes of `joined` that a later class overrides (same property, same variants), as
 * tailwind-merge judges it: empty when the string can go to the browser as it is.
 */
export function conflictingClasses(joined: string): string[] {
  const kept = new Set(twMerge(joined).split(' '));
  return joined.split(/\s+/).filter((name) => name !== '' && !kept.has(name));
}
