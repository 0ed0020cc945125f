import type { KeyboardEvent } from 'react';

/*
 * The optional arrow keys of the WAI-ARIA Authoring Practices' disclosure navigation menu
 * ("Example Disclosure Navigation Menu", w3c/aria-practices
 * content/patterns/disclosure/examples/disclosure-navigation.html, Keyboard Support): Down or
 * Right moves to the next item unless on the last, Up or Left to the previous unless on the
 * first, Home and End to the first and last; on a disclosure button whose dropdown is open,
 * Down or Right moves into the dropdown. They supplement Tab, which still
 * reaches everything. Loaded with the panel, never in a page's first load.
 *
 * The Investor panel is two columns (the groups, and the chosen group's links) where the APG's
 * dropdown is one list, so inside it the vertical keys move within a column and the horizontal
 * keys between the columns: Right on a group shows that group and moves to its first link, Left
 * on a link goes back to its group. Escape (closing, focus back on the Investor button) is
 * use-dismiss's.
 */

/** The next item's index for `key` in a list of `count`, without wrapping; null: not a move. */
export function stepInList(key: string, at: number, count: number, vertical = true): number | null {
  const last = count - 1;
  const forward = vertical ? ['ArrowDown'] : ['ArrowDown', 'ArrowRight'];
  const back = vertical ? ['ArrowUp'] : ['ArrowUp', 'ArrowLeft'];
  if (forward.includes(key)) return Math.min(at + 1, last);
  if (back.includes(key)) return Math.max(at - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

const focusables = (root: ParentNode, selector: string) => [
  ...root.querySelectorAll<HTMLElement>(selector),
];

/** Handles a key among `items`; true when it moved focus (or held it at an end). */
function moveAmong(event: KeyboardEvent, items: HTMLElement[], vertical: boolean): boolean {
  const at = items.indexOf(event.target as HTMLElement);
  if (at === -1) return false;
  const to = stepInList(event.key, at, items.length, vertical);
  if (to === null) return false;
  event.preventDefault();
  items[to]?.focus();
  return true;
}

/** Marks the Investor panel's two columns. */
export const PANEL_COLUMN = 'data-panel-column';

/** On the open Investor button: Down or Right moves to the panel's first link. */
export function enterPanel(event: globalThis.KeyboardEvent, panel: HTMLElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowRight') return;
  const first = panel?.querySelector<HTMLElement>('a, button');
  if (!first) return;
  event.preventDefault();
  first.focus();
}

/**
 * For the Investor panel: Up, Down, Home and End within a column; Right from the groups to the
 * chosen group's links (`choose` shows the group first and resolves once it is shown); Left from
 * the links back to the chosen group's button.
 */
export function onPanelKeyDown(
  event: KeyboardEvent<HTMLElement>,
  choose: (button: HTMLElement) => void,
) {
  const panel = event.currentTarget;
  const groups = focusables(panel, `[${PANEL_COLUMN}="groups"] :is(a, button)`);
  const links = focusables(panel, `[${PANEL_COLUMN}="links"] a`);
  const target = event.target as HTMLElement;
  let handled = true;
  if (groups.includes(target) && event.key === 'ArrowRight') {
    event.preventDefault();
    if (target.tagName === 'BUTTON') choose(target);
    focusables(panel, `[${PANEL_COLUMN}="links"] a`)[0]?.focus();
  } else if (links.includes(target) && event.key === 'ArrowLeft') {
    event.preventDefault();
    groups.find((item) => item.getAttribute('aria-expanded') === 'true')?.focus();
  } else {
    handled = moveAmong(event, groups, true) || moveAmong(event, links, true);
  }
  // A key used here is not the navbar's too; any other (Escape above all) goes on up.
  if (handled) event.stopPropagation();
}
