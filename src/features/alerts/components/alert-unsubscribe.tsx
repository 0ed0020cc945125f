import { alertWords } from '@/content/alert-words';
import { unsubscribeFromAlerts } from '../api/alert-calls';
import { AlertTokenAction } from './alert-token-action';

/** The unsubscribe page's button, for a person following the link at the foot of an alert. */
export function AlertUnsubscribe() {
  return <AlertTokenAction words={alertWords.unsubscribe} act={unsubscribeFromAlerts} />;
}
