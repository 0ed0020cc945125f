import { useSyncExternalStore } from 'react';
import { alertWords } from '@/content/alert-words';
import { alertLinkFromHash } from '../utils/email-address';
import { AlertConfirm } from './alert-confirm';
import { AlertSubscribeForm } from './alert-subscribe-form';
import { AlertUnsubscribe } from './alert-unsubscribe';

const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/**
 * /investor/alerts: the form, or, opened from an e-mail's link (#confirm=… or #unsubscribe=…),
 * the confirmation or the unsubscribe. The fragment is the browser's alone: the prerender and
 * hydration cannot know it (null), so until React has read it the page shows neither, only the
 * form's space, kept but invisible, so that a shareholder who came to confirm is never shown a
 * form to subscribe, and nothing moves when the answer comes (visibility, not display: the space
 * stays). The confirmation and the unsubscribe then take that space's place in the same grid
 * cell, the form still holding its height beneath them, invisible and inert. Not
 * src/hooks/use-hydrated: sharing it with this lazy page split it into a chunk of its own on
 * every document page.
 */
export function AlertPageBody() {
  const hash = useSyncExternalStore<string | null>(
    onHashChange,
    () => window.location.hash,
    () => null,
  );
  const link = hash === null ? null : alertLinkFromHash(hash);
  const formShown = hash !== null && !link;
  return (
    <div className="grid" aria-busy={hash === null || undefined}>
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
