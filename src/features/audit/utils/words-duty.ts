import type { EntryView, EntryWords } from './entry-view';
import { quoted } from './value-words';

const onOff = (value: unknown) => (value ? 'on' : 'off');
const days = (value: unknown) => `${String(value)} working day${value === 1 ? '' : 's'}`;

const SETTINGS: { column: string; label: string; words: (value: unknown) => string }[] = [
  { column: 'digest', label: 'the morning digest', words: onOff },
  {
    column: 'digest_when_clear',
    label: 'a morning with nothing due',
    words: (v) => (v === 'nothing' ? 'no e-mail' : 'one line'),
  },
  { column: 'reminders', label: 'reminders before a deadline', words: onOff },
  { column: 'overdue', label: 'notices of a deadline missed', words: onOff },
  { column: 'lead_quarterly', label: 'a quarterly filing’s reminder', words: days },
  { column: 'lead_event', label: 'an event’s reminder', words: days },
  { column: 'lead_annual', label: 'a yearly item’s reminder', words: days },
];

/** A change to the duty e-mails' settings, each kind turned on or off said in words. */
export function dutySettingsWords(view: EntryView): EntryWords {
  const details = SETTINGS.filter((s) => view.changed(s.column)).map(
    (s) => `${s.label}: ${s.words(view.value(s.column))} (was ${s.words(view.was(s.column))})`,
  );
  return { sentence: 'Changed the compliance reminders’ settings.', details };
}

/** An address the reminders go to: added (its link sent), confirmed, removed. */
export function dutyRecipientWords(view: EntryView): EntryWords {
  const { entry } = view;
  const address = quoted(entry.title_after ?? entry.title_before ?? 'an address');
  if (entry.action === 'insert') {
    return {
      sentence: `Added ${address} to the compliance reminders’ addresses; a confirmation link was sent to it.`,
      details: [],
    };
  }
  if (entry.action === 'purge') {
    return {
      sentence: `Removed ${address} from the compliance reminders’ addresses.`,
      details: [],
    };
  }
  return {
    sentence: view.changed('confirmed_at')
      ? `Confirmed ${address} for the compliance reminders, from its link.`
      : `Changed ${address} among the compliance reminders’ addresses.`,
    details: [],
  };
}
