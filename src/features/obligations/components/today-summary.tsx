import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lateWords } from '@/lib/compliance/entered-late';
import { evidencePage } from '@/lib/compliance/evidence-words';
import { FACT_QUESTIONS } from '@/lib/compliance/facts';
import type { ComplianceItem } from '@/lib/compliance/types';
import { attention, type Attention, type LateEntry } from '@/lib/compliance/verdicts';
import { formatIndianDate } from '@/lib/format-date';
import { formatIstDateTime } from '@/lib/ist-time';
import { relativeTime } from '@/lib/relative-time';
import type { RuleStateView } from '../api/use-rule-state';
import { AttentionGroup, linkStyle } from './attention-group';
import { RecordsBeginLine } from './records-begin';

const CALENDAR = { to: paths.desk.calendar, label: 'the compliance calendar' };
const READINESS = {
  to: `${paths.desk.calendar}#readiness-heading`,
  label: 'Regulation 46 readiness',
};
const FACTS = { to: paths.desk.company, label: 'Company facts' };

function ItemLine({ item, now }: { item: ComplianceItem; now: Date }) {
  const page = evidencePage(item.satisfiedBy);
  return (
    <>
      <span className="font-medium text-slate-900">{item.what}</span> · {item.subject}
      <span className="block text-slate-700">
        Due by{' '}
        <time dateTime={item.deadline.toISOString()}>{formatIstDateTime(item.deadline)}</time> (
        {relativeTime(item.deadline, now)}) · {item.source.clause}
        {page ? (
          <>
            {' '}
            ·{' '}
            <Link to={page.to} className={linkStyle}>
              {page.label}
            </Link>
          </>
        ) : null}
      </span>
    </>
  );
}

function LateLine({ entry }: { entry: LateEntry }) {
  return (
    <>
      <span className="font-medium text-slate-900">{entry.what}</span>{' '}
      <span className="text-slate-700">
        {entry.reason === 'record' ? 'on' : '(dated'} {formatIndianDate(entry.effectiveOn)}
        {entry.reason === 'record' ? '' : ')'}: {lateWords(entry)}
      </span>{' '}
      <Link to={entry.path} className={linkStyle}>
        See it<span className="sr-only">: {entry.what}</span>
      </Link>
    </>
  );
}

/** "7 overdue, 2 due this week, …": the whole answer in one line, each count a link to its group. */
function Counts({ groups }: { groups: Attention }) {
  const parts = [
    { id: 'overdue', n: groups.overdue.length, words: 'overdue' },
    { id: 'week', n: groups.week.length, words: 'due this week' },
    { id: 'website', n: groups.website.length, words: 'missing from the website' },
    { id: 'facts', n: groups.facts.length, words: 'to enter in the company’s records' },
    { id: 'late-records', n: groups.lateRecords.length, words: 'entered late' },
    { id: 'late-filings', n: groups.lateFilings.length, words: 'filed late' },
    { id: 'questions', n: groups.questions.length, words: 'to answer' },
  ].filter((part) => part.n > 0);
  if (!parts.length) {
    return (
      <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-medium text-emerald-900">
        Nothing needs attention now: nothing overdue or due this week, nothing missing from the
        website, nothing to enter.
      </p>
    );
  }
  return (
    <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950">
      Needs attention:{' '}
      {parts.map((part, i) => (
        <span key={part.id}>
          {i ? ' · ' : ''}
          <a href={`#today-${part.id}`} className={linkStyle}>
            {part.n.toLocaleString('en-IN')} {part.words}
          </a>
        </span>
      ))}
    </p>
  );
}

/**
 * Today: what needs the company secretary now, grouped and counted (overdue, due this week,
 * missing from the website, to enter, entered late, to answer), the first few of each, the rest a
 * click away; all of it the desk's rules' verdicts over the state the section loaded.
 */
export function TodaySummary({ view }: { view: RuleStateView }) {
  const now = view.state.now;
  const groups = attention(view.verdicts, now);
  return (
    <div className="grid gap-4">
      <RecordsBeginLine view={view} />
      <Counts groups={groups} />
      {/* Two columns that the groups flow through at a laptop's width, so a short group does
          not leave the height of a long one beside it empty. */}
      <div className="gap-3 lg:columns-2 [&>section]:mb-3 [&>section]:break-inside-avoid">
        <AttentionGroup
          id="overdue"
          heading="Overdue"
          tone="red"
          items={groups.overdue}
          line={(item) => ({ key: item.id, content: <ItemLine item={item} now={now} /> })}
          more={CALENDAR}
        />
        <AttentionGroup
          id="week"
          heading="Due in the next seven days"
          tone="amber"
          items={groups.week}
          line={(item) => ({ key: item.id, content: <ItemLine item={item} now={now} /> })}
          more={CALENDAR}
        />
        <AttentionGroup
          id="website"
          heading="Missing from the website (Regulation 46)"
          tone="amber"
          items={groups.website}
          line={(clause) => ({
            key: clause.row.clause,
            content: (
              <>
                <span className="font-mono text-slate-500">{clause.row.clause}</span>{' '}
                <span className="font-medium text-slate-900">{clause.row.information}</span>
                <span className="block text-slate-700">
                  {clause.status.note}{' '}
                  {clause.fix ? (
                    <Link to={clause.fix.to} className={linkStyle}>
                      {clause.fix.label}
                    </Link>
                  ) : null}
                </span>
              </>
            ),
          })}
          more={READINESS}
        />
        <AttentionGroup
          id="facts"
          heading="To enter in the company’s records"
          tone="amber"
          items={groups.facts}
          line={(fact) => ({
            key: `${fact.rule} ${fact.what}`,
            content: (
              <>
                {fact.what}:{' '}
                <Link to={fact.path} className={linkStyle}>
                  enter it<span className="sr-only"> ({fact.what})</span>
                </Link>
              </>
            ),
          })}
          more={FACTS}
        />
        <AttentionGroup
          id="late-records"
          heading="Entered late (Regulation 46(3)(b))"
          tone="red"
          items={groups.lateRecords}
          line={(entry) => ({
            key: `${entry.what} ${entry.effectiveOn}`,
            content: <LateLine entry={entry} />,
          })}
          more={FACTS}
        />
        <AttentionGroup
          id="late-filings"
          heading="Filed or put on the site late"
          tone="red"
          items={groups.lateFilings}
          line={(entry) => ({
            key: `${entry.what} ${entry.effectiveOn}`,
            content: <LateLine entry={entry} />,
          })}
          more={CALENDAR}
        />
        <AttentionGroup
          id="questions"
          heading="Questions to answer"
          tone="slate"
          items={groups.questions}
          line={(key) => ({ key, content: FACT_QUESTIONS[key].question })}
          more={{
            to: `${paths.desk.calendar}#company-facts-heading`,
            label: 'Calendar and deadlines',
          }}
        />
      </div>
    </div>
  );
}
