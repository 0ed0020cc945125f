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
 * hydration see none (the form), then React renders again with it. Not src/hooks/use-hydrated:
 * sharing it with this lazy page split it into a chunk of its own on every document page.
 */
export function AlertPageBody() {
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => '',
  );
  const link = alertLinkFromHash(hash);
  if (link?.action === 'confirm') return <AlertConfirm token={link.token} />;
  if (link?.action === 'unsubscribe') return <AlertUnsubscribe token={link.token} />;
  return (
    <>
      <h2 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
        {alertWords.form.heading}
      </h2>
      <AlertSubscribeForm />
    </>
  );
}
