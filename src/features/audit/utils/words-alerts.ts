import { ALERT_SECTIONS } from '@/content/alert-sections';
import type { EntryView, EntryWords } from './entry-view';
import { quoted } from './value-words';

/**
 * A read of the e-mail alert subscribers' addresses, which the database records as it answers
 * ('view' on the desk, 'download' as a file), with the section and the count it wrote in `detail`:
 * "Viewed the e-mail alert subscribers' addresses (all sections; 3 addresses)."
 */
export function alertAddressWords(view: EntryView): EntryWords {
  const { entry } = view;
  const which = entry.detail ? ` (${entry.detail})` : '';
  if (entry.action === 'erase') {
    return {
      sentence: `Erased an e-mail alert subscriber’s address${entry.detail ? `, ${entry.detail}` : ''}; the record of consent keeps a coded form of it.`,
      details: [],
    };
  }
  return {
    sentence:
      entry.action === 'download'
        ? `Downloaded the e-mail alert subscribers’ addresses as a file${which}.`
        : `Viewed the e-mail alert subscribers’ addresses${which}.`,
    details: [],
  };
}

/**
 * The desk's decision on a held alert, with what it announced and to whom, as
 * public.release_held_alert writes it: "Sent the held e-mail alert of “Outcome …” to the
 * subscribers to Announcements to the stock exchanges or Board meetings and their outcomes, …".
 */
export function heldAlertWords(view: EntryView): EntryWords {
  const { entry } = view;
  const what = quoted(entry.title_after ?? entry.title_before ?? 'a disclosure');
  const to = entry.detail ? ` to the subscribers to ${entry.detail.replace(/; /g, ' or ')}` : '';
  return {
    sentence:
      entry.action === 'send'
        ? `Sent the held e-mail alert of ${what}${to}, the disclosure being live on the exchange.`
        : `Chose not to send the held e-mail alert of ${what}${to}; the document stays published.`,
    details: [],
  };
}

/**
 * The desk's Send again of a failed e-mail, as public.retry_failed_alert_email writes it: the
 * disclosures the e-mail announced, never the address. "Sent again the failed e-mail alert of
 * “Outcome of the Board meeting” to one subscriber."
 */
export function retriedAlertWords(view: EntryView): EntryWords {
  const { entry } = view;
  if (entry.detail === 'test') {
    return { sentence: 'Sent again the failed test alert to the desk’s address.', details: [] };
  }
  const titles = (entry.title_after ?? '').split('; ').filter(Boolean);
  const what =
    titles.length === 0
      ? 'the failed e-mail alert'
      : `the failed e-mail alert of ${titles.map(quoted).join(' and ')}`;
  return { sentence: `Sent again ${what} to one subscriber.`, details: [] };
}

/** The section keys a held_sections value holds (a JSON array in the trail). */
const sectionKeys = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];

const sectionWords = (keys: readonly string[]): string => {
  const labels = keys.map((k) => ALERT_SECTIONS.find((s) => s.key === k)?.label ?? k);
  if (labels.length < 2) return labels[0] ?? 'none';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
};

/**
 * A change to the alerts' settings in words: which sections are held, and how long alerts gather,
 * never the database's keys ("board_meetings; announcements").
 */
export function alertSettingsWords(view: EntryView): EntryWords {
  const details: string[] = [];
  if (view.changed('held_sections')) {
    const before = new Set(sectionKeys(view.was('held_sections')));
    const after = new Set(sectionKeys(view.value('held_sections')));
    const started = [...after].filter((k) => !before.has(k));
    const stopped = [...before].filter((k) => !after.has(k));
    if (started.length)
      details.push(`now holds the alerts of ${sectionWords(started)} until sent from the desk`);
    if (stopped.length) details.push(`no longer holds the alerts of ${sectionWords(stopped)}`);
  }
  if (view.changed('batch_window_minutes')) {
    const minutes = (value: unknown) =>
      value === 0 ? 'no time (at once)' : `${String(value)} minute${value === 1 ? '' : 's'}`;
    details.push(
      `alerts gather for ${minutes(view.value('batch_window_minutes'))} before they go (was ${minutes(view.was('batch_window_minutes'))})`,
    );
  }
  return { sentence: 'Changed the e-mail alerts’ settings.', details };
}
