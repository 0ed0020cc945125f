import type { AuditLogRow } from '@/lib/database-rows';
import { isDocumentTableName } from '@/lib/document-tables';
import { EntryView, type EntryContext, type EntryWords } from './entry-view';
import {
  alertAddressWords,
  alertSettingsWords,
  heldAlertWords,
  retriedAlertWords,
} from './words-alerts';
import { sectionName } from './section-name';
import { quoted } from './value-words';
import {
  committeeWords,
  contactsWords,
  directorWords,
  officerWords,
  ratingWords,
  termWords,
} from './words-board';
import { answerWordsOf, eventWords, holidayWords, recordsBeginWords } from './words-calendar';
import { documentWords, fileWords, iepfStatementWords } from './words-documents';
import { dutyRecipientWords, dutySettingsWords } from './words-duty';
import { dividendWords, resultWords, shareholdingWords } from './words-holdings';

const BY_TABLE: Record<string, (view: EntryView) => EntryWords> = {
  board_directors: directorWords,
  board_committees: committeeWords,
  committee_members: termWords,
  key_officers: officerWords,
  company_contacts: contactsWords,
  credit_ratings: ratingWords,
  financial_results: resultWords,
  shareholding_quarters: shareholdingWords,
  dividends: dividendWords,
  investor_events: eventWords,
  exchange_holidays: holidayWords,
  compliance_answers: answerWordsOf,
  compliance_settings: recordsBeginWords,
  iepf_statement_rows: iepfStatementWords,
  alert_subscribers: alertAddressWords,
  alert_publications: heldAlertWords,
  alert_settings: alertSettingsWords,
  alert_emails: retriedAlertWords,
  duty_settings: dutySettingsWords,
  duty_recipients: dutyRecipientWords,
};

/** A table the desk has no words of its own for (one added later): said plainly all the same. */
function otherWords(view: EntryView): EntryWords {
  const { entry } = view;
  const section = sectionName(entry.table_name);
  const title = entry.title_after ?? entry.title_before;
  const what = title ? quoted(title) : 'an entry';
  const details = view.details({});
  switch (entry.action) {
    case 'insert':
      return { sentence: `Added ${what} to ${section}.`, details: [] };
    case 'purge':
      return { sentence: `Deleted ${what} from ${section}.`, details: [] };
    case 'archive':
      return { sentence: `Deleted ${what} from ${section}; it waits in the archive.`, details };
    case 'restore':
      return { sentence: `Restored ${what} to ${section} from the archive.`, details };
    default:
      return { sentence: `Edited ${what} in ${section}.`, details };
  }
}

/**
 * An entry of the trail as a company secretary would write it in a register: what was done to
 * which thing, named (the committee and the person, the period, the document of a file), in one
 * sentence, with a line for each thing an edit changed; never a column's name, an id, a version,
 * a storage path or JSON.
 */
export function describeEntry(entry: AuditLogRow, context: EntryContext): EntryWords {
  const view = new EntryView(entry);
  if (entry.table_name === 'storage.objects') return fileWords(view, context);
  if (isDocumentTableName(entry.table_name)) return documentWords(view, entry.table_name);
  return (BY_TABLE[entry.table_name] ?? otherWords)(view);
}

/** The entry's sentence and its lines, as one text (the CSV's cell, a screen reader's line). */
export function entryText(words: EntryWords): string {
  if (!words.details.length) return words.sentence;
  const lines = words.details.join('; ');
  return `${words.sentence} ${lines.charAt(0).toUpperCase()}${lines.slice(1)}.`;
}
