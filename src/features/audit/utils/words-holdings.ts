import type { Json } from '@/lib/database.types';
import { DIVIDEND_KIND_LABELS, formatRupees, type DividendKind } from '@/lib/dividends';
import {
  BASIS_LABELS,
  FIGURE_LABELS,
  FIGURES,
  PERIOD_KIND_LABELS,
  SCALE_UNITS,
  formatAmountInScale,
  isAmountFigure,
  type Basis,
  type PeriodKind,
  type Scale,
} from '@/lib/financial-results';
import { SHAREHOLDING_CATEGORIES } from '@/lib/shareholding';
import type { EntryView, EntryWords } from './entry-view';
import { day, text, valueWords, type Column, type Columns } from './value-words';

const isOneOf = <K extends string>(words: Record<K, string>, value: Json | undefined): value is K =>
  typeof value === 'string' && value in words;

/** "the half-year ended 30 Sep 2026, standalone", as a company secretary names a period. */
function period(view: EntryView): string {
  const kind = view.value('period_kind');
  const basis = view.value('basis');
  const kindWords = isOneOf(PERIOD_KIND_LABELS, kind)
    ? PERIOD_KIND_LABELS[kind as PeriodKind].toLowerCase()
    : 'period';
  const basisWords = isOneOf(BASIS_LABELS, basis)
    ? `, ${BASIS_LABELS[basis as Basis].toLowerCase()}`
    : '';
  return `the ${kindWords} ended ${day(view.value('period_end'))}${basisWords}`;
}

function resultColumns(view: EntryView): Columns {
  const scale = view.value('scale');
  const inScale: Scale = isOneOf(SCALE_UNITS, scale) ? (scale as Scale) : 'rupees';
  const money = (value: Json | undefined) =>
    typeof value === 'number' ? formatAmountInScale(value, inScale) : valueWords(value);
  const rupees = (value: Json | undefined) =>
    typeof value === 'number' ? formatRupees(value) : valueWords(value);
  const figures = Object.fromEntries(
    FIGURES.map((figure): [string, Column] => [
      figure,
      {
        label: FIGURE_LABELS[figure].toLowerCase(),
        words: isAmountFigure(figure) ? money : rupees,
      },
    ]),
  );
  return {
    audited: { label: 'audited' },
    scale: {
      label: 'amounts stated in',
      words: (v) => (isOneOf(SCALE_UNITS, v) ? SCALE_UNITS[v as Scale] : valueWords(v)),
    },
    ...figures,
    document_id: {
      label: 'the results document',
      words: (id) => view.name(id, 'a document since deleted'),
    },
    period_kind: null,
    basis: null,
    period_start: null,
    period_end: null,
  };
}

export function resultWords(view: EntryView): EntryWords {
  const what = `the results for ${period(view)}`;
  const audited = view.value('audited') === true ? 'audited' : 'unaudited';
  switch (view.action) {
    case 'insert':
      return { sentence: `Added ${what} (${audited}).`, details: [] };
    case 'purge':
      return {
        sentence: view.isSample ? `Deleted the sample ${what.slice(4)}.` : `Deleted ${what}.`,
        details: [],
      };
    default:
      return { sentence: `Edited ${what}.`, details: view.details(resultColumns(view)) };
  }
}

const shares = (value: Json | undefined) =>
  typeof value === 'number' ? `${valueWords(value)} shares` : valueWords(value);

const SHAREHOLDING_COLUMNS: Columns = {
  ...Object.fromEntries(
    SHAREHOLDING_CATEGORIES.map((c): [string, Column] => [
      c.key,
      { label: c.label.toLowerCase(), words: shares },
    ]),
  ),
  total_shares: { label: 'total shares', words: shares },
  quarter_end: null,
};

export function shareholdingWords(view: EntryView): EntryWords {
  const what = `the shareholding pattern for the quarter ended ${day(view.value('quarter_end'))}`;
  switch (view.action) {
    case 'insert':
      return { sentence: `Added ${what}.`, details: [] };
    case 'purge':
      return {
        sentence: view.isSample ? `Deleted the sample ${what.slice(4)}.` : `Deleted ${what}.`,
        details: [],
      };
    default:
      return { sentence: `Edited ${what}.`, details: view.details(SHAREHOLDING_COLUMNS) };
  }
}

const DIVIDEND_COLUMNS: Columns = {
  amount_per_share: {
    label: 'amount a share',
    words: (v) => (typeof v === 'number' ? formatRupees(v) : valueWords(v)),
  },
  face_value: {
    label: 'face value',
    words: (v) => (typeof v === 'number' ? formatRupees(v) : valueWords(v)),
  },
  record_date: { label: 'record date' },
  payment_date: { label: 'payment date' },
  declared_on: { label: 'day it was declared' },
  unpaid_transferred_on: { label: 'day of the transfer to the Unpaid Dividend Account' },
  unpaid_statement_link: { label: 'statement of its unpaid amounts (s.124(2))' },
  iepf_credited_on: { label: 'day it was credited to the IEPF' },
  financial_year: { label: 'financial year' },
  kind: {
    label: 'kind',
    words: (v) =>
      isOneOf(DIVIDEND_KIND_LABELS, v)
        ? DIVIDEND_KIND_LABELS[v as DividendKind].toLowerCase()
        : valueWords(v),
  },
};

export function dividendWords(view: EntryView): EntryWords {
  const kind = view.value('kind');
  const kindWords = isOneOf(DIVIDEND_KIND_LABELS, kind)
    ? DIVIDEND_KIND_LABELS[kind as DividendKind].toLowerCase()
    : '';
  const what = `the ${kindWords ? `${kindWords} ` : ''}dividend for FY ${text(view.value('financial_year'))}`;
  const amount = view.value('amount_per_share');
  switch (view.action) {
    case 'insert': {
      const paid = day(view.value('payment_date'));
      return {
        sentence: `Added ${what}: ${typeof amount === 'number' ? formatRupees(amount) : '?'} a share, record date ${day(view.value('record_date'))}${paid ? `, payment date ${paid}` : ''}.`,
        details: [],
      };
    }
    case 'purge':
      return {
        sentence: view.isSample ? `Deleted the sample ${what.slice(4)}.` : `Deleted ${what}.`,
        details: [],
      };
    default:
      return { sentence: `Edited ${what}.`, details: view.details(DIVIDEND_COLUMNS) };
  }
}
