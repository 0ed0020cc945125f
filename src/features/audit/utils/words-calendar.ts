import type { Json } from '@/lib/database.types';
import {
  INVESTOR_EVENT_KIND_LABELS,
  isAllDay,
  type InvestorEventKind,
} from '@/lib/investor-events';
import { formatIstDay } from '@/lib/ist-time';
import type { EntryView, EntryWords } from './entry-view';
import { clip, day, quoted, text, valueWords, type Columns } from './value-words';

const EVENT_COLUMNS: Columns = {
  title: { label: 'title', words: (v) => quoted(text(v)) },
  kind: {
    label: 'kind',
    words: (v) =>
      typeof v === 'string' && v in INVESTOR_EVENT_KIND_LABELS
        ? INVESTOR_EVENT_KIND_LABELS[v as InvestorEventKind].toLowerCase()
        : valueWords(v),
  },
  starts_at: { label: 'starts' },
  ends_at: { label: 'ends' },
  place: { label: 'place' },
  link: { label: 'webcast or dial-in link' },
  purpose: { label: 'purpose' },
  document_links: {
    label: 'documents linked',
    words: (v) =>
      Array.isArray(v) ? `${v.length} ${v.length === 1 ? 'document' : 'documents'}` : valueWords(v),
  },
  cancelled_at: { label: 'cancelled' },
};

/**
 * "“Board meeting on quarterly results” (board meeting, 14 Nov 2026, 11:00 am IST)"; a record
 * date or a book closure is a day, so its day alone.
 */
function event(view: EntryView): string {
  const title = quoted(text(view.value('title')) || text(view.was('title')) || 'an event');
  const kind = view.value('kind');
  const kindWords = EVENT_COLUMNS.kind?.words?.(kind) ?? '';
  const starts = text(view.value('starts_at'));
  const when =
    typeof kind === 'string' && isAllDay(kind as InvestorEventKind)
      ? formatIstDay(new Date(starts))
      : valueWords(starts);
  return `${title} (${kindWords}, ${when})`;
}

export function eventWords(view: EntryView): EntryWords {
  switch (view.action) {
    case 'insert':
      return { sentence: `Added the investor event ${event(view)}.`, details: [] };
    case 'purge':
      return { sentence: `Deleted the investor event ${event(view)}.`, details: [] };
    default:
      if (view.changed('cancelled_at')) {
        return {
          sentence: view.value('cancelled_at')
            ? `Cancelled the investor event ${event(view)}.`
            : `Withdrew the cancellation of the investor event ${event(view)}.`,
          details: view.details(EVENT_COLUMNS, ['cancelled_at']),
        };
      }
      return {
        sentence: `Edited the investor event ${event(view)}.`,
        details: view.details(EVENT_COLUMNS),
      };
  }
}

const HOLIDAY_COLUMNS: Columns = {
  holiday_date: { label: 'date' },
  name: { label: 'name', words: (v) => quoted(text(v)) },
};

export function holidayWords(view: EntryView): EntryWords {
  // An entry older than the trail's rows has the title "2026-12-25 Christmas" alone.
  const title = view.entry.title_after ?? view.entry.title_before ?? '';
  const [, titleDay = '', titleName = title] = /^(\d{4}-\d{2}-\d{2}) (.*)$/.exec(title) ?? [];
  const name = text(view.value('name')) || titleName || 'a holiday';
  const on = day(view.value('holiday_date')) || day(titleDay);
  const holiday = on ? `${name}, ${on}` : name;
  switch (view.action) {
    case 'insert':
      return { sentence: `Added the exchange holiday ${holiday}.`, details: [] };
    case 'purge':
      return {
        sentence: `Deleted the ${view.isSample ? 'sample ' : ''}exchange holiday ${holiday}.`,
        details: [],
      };
    default:
      return {
        sentence: `Edited the exchange holiday ${holiday}.`,
        details: view.details(HOLIDAY_COLUMNS),
      };
  }
}

// The calendar's questions, in the words they were asked. Kept here, not read from the calendar:
// the trail words its old answers the same way after the questions change.
const QUESTIONS: Record<string, string> = {
  'fact:dividends': 'Has the company declared a dividend in the last seven financial years?',
  'fact:iepf_transfer': 'On what day are shares next due to move to the IEPF?',
  'fact:csr': 'Does section 135 (corporate social responsibility) apply to the company?',
  'fact:top_1000': 'Is the company among the top 1,000 listed entities by market capitalisation?',
  'fact:csr_committee': 'Is the amount the company must spend on CSR this year more than ₹50 lakh?',
  'fact:subsidiaries': 'Does the company have one or more subsidiaries?',
};

const ITEMS: Record<string, string> = {
  shp: 'the shareholding pattern',
  ifg: 'the Integrated Filing (Governance)',
  iff: 'the Integrated Filing (Financial)',
  scr: 'the secretarial compliance report',
  ar: 'the annual report',
  subs: 'the subsidiaries’ audited accounts',
  agm: 'the annual general meeting',
  upd: 'the statement of unpaid dividends',
  'iepf-notice': 'the notices before shares move to the IEPF',
  event: 'an event’s disclosure',
};

/** "the shareholding pattern of 30 Sep 2026", from an item's id (`shp:2026-09-30`). */
function itemWords(id: string): string {
  const [kind = '', rest = ''] = id.split(/:(.*)/);
  const what = ITEMS[kind] ?? 'an item';
  const when = day(rest.slice(0, 10));
  return `${what}${when ? ` of ${when}` : ''}`;
}

function answerWords(subject: string, answer: Json | undefined): string {
  if (subject === 'fact:iepf_transfer' && answer === 'none') return 'no shares are due';
  return valueWords(answer);
}

export function answerWordsOf(view: EntryView): EntryWords {
  const subject = text(view.value('subject'));
  const answer = view.value('answer');
  if (subject.startsWith('item:')) {
    const item = itemWords(subject.slice('item:'.length));
    const reason = text(view.value('reason'));
    if (view.action === 'purge') {
      return { sentence: `Put ${item} back on the compliance calendar.`, details: [] };
    }
    return {
      sentence: `Marked ${item} as not applicable on the compliance calendar${reason ? `: ${quoted(reason)}` : ''}.`,
      details: [],
    };
  }
  const question = QUESTIONS[subject]
    ? quoted(QUESTIONS[subject])
    : `the calendar’s question on ${clip(subject.replace(/^fact:/, '').replaceAll('_', ' '))}`;
  switch (view.action) {
    case 'insert':
      return { sentence: `Answered ${question}: ${answerWords(subject, answer)}.`, details: [] };
    case 'purge':
      return { sentence: `Withdrew the answer to ${question}.`, details: [] };
    default:
      return {
        sentence: `Changed the answer to ${question} from ${answerWords(subject, view.was('answer'))} to ${answerWords(subject, answer)}.`,
        details: [],
      };
  }
}

/** The day the site's records begin, from which the desk counts what is due. */
export function recordsBeginWords(view: EntryView): EntryWords {
  const since = day(view.value('records_begin'));
  if (view.action === 'purge') {
    return { sentence: 'Cleared the day the site’s records begin.', details: [] };
  }
  return {
    sentence:
      view.changed('records_begin') && view.was('records_begin')
        ? `Moved the day the site’s records begin from ${day(view.was('records_begin'))} to ${since}.`
        : `Set the day the site’s records begin to ${since}.`,
    details: [],
  };
}
