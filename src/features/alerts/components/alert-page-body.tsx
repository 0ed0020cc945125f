import { useEffect, useSyncExternalStore } from 'react';
import { alertWords } from '@/content/alert-words';
import { ALERT_LINK_MARK } from '@/lib/alert-link-mark';
import { alertLinkFromHash } from '../utils/alert-link';
import { AlertConfirm } from './alert-confirm';
import { AlertSubscribeForm } from './alert-subscribe-form';
import { AlertUnsubscribe } from './alert-unsubscribe';

const noSubscription = () => () => {};

/** The e-mail link's fragment, kept once read: the address bar no longer holds it. */
let keptLinkHash: string | null = null;

function readHash(): string {
  const hash = window.location.hash;
  if (alertLinkFromHash(hash)) keptLinkHash = hash;
  return keptLinkHash ?? hash;
}

const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/**
 * /investor/alerts: the form, or, opened from an e-mail's link (#confirm=… or #unsubscribe=…),
 * the confirmation or the unsubscribe. The fragment is the browser's alone: the prerender and
 * hydration cannot know it (null).
 *
 * The form is in the HTML and painted at once: the page's largest text needs no script. For an
 * e-mail's link, a one-line script just before the form (src/lib/alert-link-mark.ts, allowed by
 * its CSP hash) marks the page before the parser reaches the form, and src/index.css hides the
 * form, keeping its space; the boot script, at the end of the body, would come a frame too late.
 * So a shareholder who came to confirm is never shown a form to subscribe. The confirmation or
 * the unsubscribe then takes that space in the same grid cell, the form still holding its height
 * beneath, invisible and inert, so nothing moves.
 *
 * Not src/hooks/use-hydrated: sharing it with this lazy page split it into a chunk of its own on
 * every document page.
 */
export function AlertPageBody() {
  const hash = useSyncExternalStore<string | null>(onHashChange, readHash, () => null);
  // The mark is part of the prerendered HTML only: rendered while hydrating that HTML (the server
  // snapshot), never created by the app in the browser, where it would not run and React reports
  // a script tag as an error (the development server, a visit that arrives by the menu).
  const inPrerenderedHtml = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const link = hash === null ? null : alertLinkFromHash(hash);
  // Once read, the token leaves the address bar and this history entry (a shared screen, a
  // synced history, a bookmark); the page keeps what it read (readHash) while it is open.
  const read = link !== null;
  useEffect(() => {
    if (!read) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return () => {
      keptLinkHash = null;
    };
  }, [read]);
  const formShown = !link;
  return (
    <div className="grid" aria-busy={hash === null || undefined}>
      {/* Runs where it stands in the prerendered HTML; React never runs it in the app. */}
      {inPrerenderedHtml ? <script dangerouslySetInnerHTML={{ __html: ALERT_LINK_MARK }} /> : null}
      {link ? (
        <div className="[grid-area:1/1]">
          {link.action === 'confirm' ? (
            <AlertConfirm token={link.token} />
          ) : (
            <AlertUnsubscribe token={link.token} />
          )}
        </div>
      ) : null}
      <div
        data-alert-form=""
        className={formShown ? '[grid-area:1/1]' : 'invisible [grid-area:1/1]'}
        inert={!formShown}
      >
        <h2 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
          {alertWords.form.heading}
        </h2>
        <AlertSubscribeForm />
      </div>
    </div>
  );
}
