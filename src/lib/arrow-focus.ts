import type { KeyboardEvent } from 'react';

/**
 * Up and Down (and Home, End) move focus between the buttons of a vertical list, as in Radix's
 * menus and accordions: a convenience on top of Tab, which still reaches every control.
 * Attach to the list's onKeyDown; `selector` picks the buttons that take part.
 */
export function moveFocusBetween(selector: string) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
    const at = buttons.findIndex((button) => button === document.activeElement);
    if (at === -1) return;
    const last = buttons.length - 1;
    const next: Record<string, number> = {
      ArrowDown: at === last ? 0 : at + 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const to = next[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[to]?.focus();
  };
}
