import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DESKTOP_QUERY } from '@/hooks/breakpoints';
import { useOnMediaQueryMatch } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';

// The panel's links and groups are fetched when the pointer or focus first reaches the button,
// before it is pressed (as the desktop Investor panel is): no page's first load carries them,
// so an entry added to the Investor menu adds nothing to it.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));
const prefetchPanel = () => void loadPanel();

/** The 'Toggle menu' button and the panel it opens below 768 px. */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays rendered (hidden when closed), keeping its accordion's state.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Any navigation closes the panel, including Back and links outside it. Adjusting state
  // while rendering avoids a frame where the new page shows under the open panel.
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  // The panel is hidden by CSS from 768 px up; closing it too means it does not reappear
  // open when the window is narrowed again.
  useOnMediaQueryMatch(DESKTOP_QUERY, close);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={cn('md:hidden', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Toggle menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((isOpen) => !isOpen);
        }}
        onPointerDown={prefetchPanel}
        onFocus={prefetchPanel}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 transition-colors hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl"
      >
        {opened ? (
          <Suspense
            fallback={
              <p role="status" className="px-7 py-4 text-slate-600">
                Opening the menu…
              </p>
            }
          >
            <MobileMenuPanel onChoose={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
