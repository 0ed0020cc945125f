// Every verdict the desk gives, from one state of the site and the one list of rules
// (register.ts): the compliance calendar, Regulation 46 readiness, Company facts' "still to
// enter" and "entered late", and Today's summary of them. A view shows these; it never works out
// a verdict of its own, so two views given the same state cannot disagree (a unit test feeds the
// same state to every view and holds them to it).

import { documentPageOf } from '@/content/investor-document-pages';
import { otherWebsiteRows } from '@/content/other-website-disclosures';
import { regulation46Rows } from '@/content/regulation-46';
import { istDate } from '../ist-time';
import type { InvestorEventRow } from '../investor-events';
import { assessReadiness, type ClauseReadiness } from '../readiness/assess';
import type { Holidays } from '../working-days';
import { complianceCalendar, type ComplianceCalendar } from './calendar';
import { factChanges, lateChanges, type LateChange } from './entered-late';
import { answeredYes, type ComplianceAnswers, type ComplianceFacts } from './facts';
import { groupItems } from './groups';
import { FACT_REQUIREMENTS } from './register';
import type {
  CompanyRecords,
  ComplianceDocument,
  ComplianceItem,
  DividendFact,
  FactKey,
  LateFiling,
} from './types';

/** What the rules read: the site as the desk has loaded it, and the clock. */
export type SiteState = {
  now: Date;
  /** The day (YYYY-MM-DD) the site's records begin, as the company secretary set it; null unset. */
  recordsBegin: string | null;
  events: readonly InvestorEventRow[];
  holidays: Holidays;
  /** Every live document of the tables the rules read (register.ts's RULE_TABLES). */
  documents: readonly ComplianceDocument[];
  answers: ComplianceAnswers;
  records: CompanyRecords;
  dividends: readonly DividendFact[];
};

/** Something the company must enter in its records, the rule asking for it, and where. */
export type MissingFact = { what: string; path: string; rule: string };

export type SiteVerdicts = {
  /** Today in India (YYYY-MM-DD). */
  today: string;
  calendar: ComplianceCalendar;
  readiness: ClauseReadiness[];
  facts: { missing: MissingFact[]; late: LateChange[] };
};

/**
 * What the company has not entered yet, on `day`, rule by rule; a rule that turns on a fact of
 * the company's (the CSR Committee, where section 135 applies) asks only once the company has
 * said yes to it.
 */
export function missingFacts(
  records: CompanyRecords,
  day: string,
  facts: ComplianceFacts | null = null,
): MissingFact[] {
  return FACT_REQUIREMENTS.filter(
    (rule) => !rule.fact || (facts !== null && answeredYes(rule.fact, facts)),
  ).flatMap((rule) =>
    rule.missing(records, day).map((what) => ({ what, path: rule.where.to, rule: rule.key })),
  );
}

export function siteVerdicts(state: SiteState): SiteVerdicts {
  const today = istDate(state.now);
  const calendar = complianceCalendar(state);
  const readiness = assessReadiness([...regulation46Rows, ...otherWebsiteRows], {
    today,
    now: state.now,
    documents: state.documents,
    items: calendar.items,
    records: state.records,
    facts: calendar.answers.facts,
  });
  return {
    today,
    calendar,
    readiness,
    facts: {
      missing: missingFacts(state.records, today, calendar.answers.facts),
      late: lateChanges(factChanges(state.records), state.holidays),
    },
  };
}

/** One thing that reached the site late: a record's change or a filing that made an item done. */
export type LateEntry = {
  what: string;
  /** The day it took effect (a record) or the filing's date. */
  effectiveOn: string;
  enteredOn: string;
  dueOn: string;
  path: string;
  /** Why it is late: a filing's reason (LateFiling), or a record's change entered late. */
  reason: LateFiling['reason'] | 'record';
};

/** What needs the company secretary now, grouped: Today shows these, counted. */
export type Attention = {
  overdue: ComplianceItem[];
  week: ComplianceItem[];
  /** Clauses missing or out of date that no overdue calendar item or record already explains. */
  website: ClauseReadiness[];
  facts: MissingFact[];
  /** Records' changes entered late, since the calendar's first day, latest first. */
  lateRecords: LateEntry[];
  /** Filings that made an item done but came late (the calendar's items), latest first. */
  lateFilings: LateEntry[];
  questions: FactKey[];
};

/**
 * Whether Today lists a clause that is missing or out of date under "missing from the website":
 * not when an overdue calendar item or a record still to enter already stands for it there.
 */
export function onTodayAsWebsite(clause: ClauseReadiness): boolean {
  return (
    (clause.status.kind === 'missing' || clause.status.kind === 'stale') &&
    clause.status.overdue.length === 0 &&
    !FACT_REQUIREMENTS.some((rule) => rule.clauses.includes(clause.row.clause))
  );
}

export function attention(verdicts: SiteVerdicts, now: Date): Attention {
  const groups = groupItems(verdicts.calendar.items, now);
  const { from } = verdicts.calendar;
  const lateItems: LateEntry[] = verdicts.calendar.items.flatMap((item) =>
    item.late && item.doneBy
      ? [
          {
            what: `${item.what}, ${item.subject}`,
            effectiveOn: item.doneBy.document_date,
            enteredOn: item.late.enteredOn,
            dueOn: item.late.dueOn,
            path: documentPageOf(item.table).path,
            reason: item.late.reason,
          },
        ]
      : [],
  );
  // lateChanges gives them latest first already.
  const lateRecords: LateEntry[] = verdicts.facts.late
    .filter((change) => change.effectiveOn >= from)
    .map((change) => ({ ...change, reason: 'record' as const }));
  return {
    overdue: groups.overdue,
    week: groups.week,
    website: verdicts.readiness.filter(onTodayAsWebsite),
    facts: verdicts.facts.missing,
    lateRecords,
    lateFilings: lateItems.sort((a, b) => b.enteredOn.localeCompare(a.enteredOn)),
    questions: verdicts.calendar.questions,
  };
}
