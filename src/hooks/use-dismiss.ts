import { useEffect, useEffectEvent, type RefObject } from 'react';

type DismissOptions = {
  /** The menu's whole area (its trigger and its panel): pointing or focusing in here keeps it. */
  container: RefObject<HTMLElement | null>;
  /** Gets focus back when Escape closes the panel. */
  trigger: RefObject<HTMLElement | null>;
};

/**
 * While `open`, closes a disclosure menu as people expect: Escape closes it and returns focus to
 * its trigger; a press elsewhere on the page, or focus moving out of it (Tab past its last
 * link), closes it and leaves focus where it went. Listeners exist only while it is open.
 */
export function useDismiss(
  open: boolean,
  onDismiss: () => void,
  { container, trigger }: DismissOptions,
) {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const within = (node: EventTarget | null) =>
      node instanceof Node && (container.current?.contains(node) ?? false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismiss();
      trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!within(event.target)) dismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!within(event.target)) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, container, trigger]);
}
