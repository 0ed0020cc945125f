import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from './page-meta';

type DeskSectionProps = {
  title: string;
  /** One sentence under the heading: what the section is for. */
  summary: string;
  children: ReactNode;
};

/**
 * One section of the desk: its heading (the page's h1 and, with the desk's name, the tab's title)
 * and what it holds. Opened from the desk's navigation or with Back, the heading takes focus, so
 * a screen reader announces where the administrator now is and Tab starts from there; the first
 * page load leaves focus where the browser puts it.
 */
export function DeskSection({ title, summary, children }: DeskSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, hash } = useLocation();
  useEffect(() => {
    // A link to a panel (Today's "send or withhold them under E-mail alerts"): that panel's
    // heading takes the view and the focus, as an anchor on a page does. The section is loaded
    // after the navigation, so the router's own scroll to the hash finds nothing yet.
    const panel =
      hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (panel) {
      panel.scrollIntoView({ block: 'start' });
      if (!panel.hasAttribute('tabindex')) panel.setAttribute('tabindex', '-1');
      panel.focus({ preventScroll: true });
      return;
    }
    // React Router gives the location a page load starts at the key 'default'.
    if (key !== 'default') heading.current?.focus();
  }, [key, hash]);
  return (
    <div className="grid min-w-0 gap-10">
      <PageMeta title={`${title} · Admin Dashboard`} noIndex />
      <header className="grid gap-2">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 outline-none"
        >
          {title}
        </h1>
        <p className="max-w-3xl text-slate-600">{summary}</p>
      </header>
      {children}
    </div>
  );
}

type DeskPanelProps = {
  id: string;
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** A link or button beside the heading (e.g. "All activity"). */
  action?: ReactNode;
  children: ReactNode;
};

/** A titled part of a desk section (a region named by its heading). */
export function DeskPanel({ id, title, intro, action, children }: DeskPanelProps) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {intro ? <div className="max-w-3xl text-sm text-slate-600">{intro}</div> : null}
      {children}
    </section>
  );
}
