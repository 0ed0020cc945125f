// The kinds of rule a clause can have: a document kept (any date), a document reviewed within
// some years, a filing owed every period, a fact kept in the site's code, an obligation owed per
// event. regulation-46-rules.ts gives each clause one of them, with the text behind it.

import { documentPageOf } from '@/content/investor-document-pages';
import { documentRegistry } from '../document-registry';
import type { DocumentTableName } from '../document-tables';
import { formatIndianDate } from '../format-date';
import { owedPeriod } from './periods';
import type {
  EvidenceDocument,
  FixLink,
  ReadinessInput,
  ReadinessRule,
  ReadinessStatus,
} from './types';

type DocumentMatch = {
  tables: readonly DocumentTableName[];
  /** Words the title must have, where a table holds other kinds too (Policies holds many). */
  title?: { pattern: RegExp; words: string };
};

/** The tables' names as the desk and the pages show them: "Policies or Board Meetings". */
const tableNames = (tables: readonly DocumentTableName[]) =>
  tables.map((table) => documentRegistry[table].label).join(' or ');

/** Where a document of the first table is added: its investor page. */
function addIt(tables: readonly DocumentTableName[]): FixLink | null {
  const first = tables[0];
  if (!first) return null;
  const page = documentPageOf(first);
  return { label: page.title, to: page.path, place: 'page' };
}

/** The matching documents, newest first. */
function matching(match: DocumentMatch, input: ReadinessInput): EvidenceDocument[] {
  return input.documents
    .filter(
      (doc) =>
        match.tables.includes(doc.table) && (!match.title || match.title.pattern.test(doc.title)),
    )
    .sort((a, b) => b.date.localeCompare(a.date));
}

function missing(match: DocumentMatch): ReadinessStatus {
  const where = tableNames(match.tables);
  return {
    kind: 'missing',
    date: null,
    note: match.title
      ? `No document under ${where} has “${match.title.words}” in its title.`
      : `No document under ${where} yet.`,
  };
}

const newest = (doc: EvidenceDocument) =>
  `Newest: “${doc.title}”, dated ${formatIndianDate(doc.date)}.`;

/** Kept on the site, whatever its date: a policy or a term that changes only when it changes. */
export function documentKept(clause: string, match: DocumentMatch, basis: string): ReadinessRule {
  return {
    clause,
    basis,
    tables: match.tables,
    fix: addIt(match.tables),
    check: (input) => {
      const [doc] = matching(match, input);
      if (!doc) return missing(match);
      return { kind: 'current', date: doc.date, note: newest(doc) };
    },
  };
}

/** Kept, and reviewed at least every `years` years (a new document when it is reviewed). */
export function documentReviewed(
  clause: string,
  match: DocumentMatch,
  years: number,
  basis: string,
): ReadinessRule {
  return {
    clause,
    basis,
    tables: match.tables,
    fix: addIt(match.tables),
    check: (input) => {
      const [doc] = matching(match, input);
      if (!doc) return missing(match);
      const since = `${Number(input.today.slice(0, 4)) - years}${input.today.slice(4)}`;
      if (doc.date >= since) return { kind: 'current', date: doc.date, note: newest(doc) };
      return {
        kind: 'stale',
        date: doc.date,
        note: `${newest(doc)} Nothing newer in the last ${years} years.`,
      };
    },
  };
}

type Owed = {
  /** The periods' last days on or before today, newest first (quarterEndsBefore, yearEndsBefore). */
  ends: (today: string) => string[];
  /** The last day the filing for the period ending on `end` is due. */
  deadline: (end: string) => string;
  /** The first day a document for that period may be dated: its last day, or its first. */
  from: (end: string) => string;
  /** "the quarter ended 30 Sep 2026". */
  name: (end: string) => string;
};

/** A filing owed for every period: current when one is dated in or after the period owed. */
export function documentEachPeriod(
  clause: string,
  match: DocumentMatch,
  owed: Owed,
  basis: string,
): ReadinessRule {
  return {
    clause,
    basis,
    tables: match.tables,
    fix: addIt(match.tables),
    check: (input) => {
      const docs = matching(match, input);
      const [doc] = docs;
      if (!doc) return missing(match);
      const period = owedPeriod(owed.ends(input.today), owed.deadline, input.today);
      if (!period || doc.date >= owed.from(period.end)) {
        const covers = period ? ` It covers ${owed.name(period.end)}.` : '';
        return { kind: 'current', date: doc.date, note: `${newest(doc)}${covers}` };
      }
      return {
        kind: 'stale',
        date: doc.date,
        note: `${newest(doc)} The one for ${owed.name(period.end)} was due by ${formatIndianDate(period.deadline)}.`,
      };
    },
  };
}

/** Written into the site's pages by the developer: present, and changed only by a release. */
export function keptInCode(clause: string, where: FixLink, basis: string): ReadinessRule {
  return {
    clause,
    basis,
    tables: [],
    fix: where,
    check: () => ({
      kind: 'in-code',
      date: null,
      note: `Kept in the site’s code (${where.label}): a change needs a site update.`,
    }),
  };
}

/**
 * A fact the administrator keeps as data on the page that shows it (the Board, its committees,
 * officers, ratings); whether each is entered is the Company facts section's to say.
 */
export function keptAsData(clause: string, where: FixLink, basis: string): ReadinessRule {
  return {
    clause,
    basis,
    tables: [],
    fix: where,
    check: () => ({
      kind: 'as-data',
      date: null,
      note: `Entered on ${where.label} while you are logged in; Company facts says what is missing.`,
    }),
  };
}

/** Owed for each meet or call: the calendar's deadlines for each event say whether it is met. */
export function perEvent(clause: string, calendar: FixLink, basis: string): ReadinessRule {
  return {
    clause,
    basis,
    tables: [],
    fix: calendar,
    check: () => ({
      kind: 'per-event',
      date: null,
      note: 'Owed for each meet or call: its deadlines are in Calendar and deadlines.',
    }),
  };
}
