import { alertWords } from '@/content/alert-words';
import { unsubscribeFromAlerts } from '../api/alert-calls';
import { AlertTokenAction } from './alert-token-action';

/** The link at the foot of every alert, for a person (mail providers POST the one-click). */
export function AlertUnsubscribe({ token }: { token: string }) {
  return (
    <AlertTokenAction words={alertWords.unsubscribe} token={token} act={unsubscribeFromAlerts} />
  );
}
