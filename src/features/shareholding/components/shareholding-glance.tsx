import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { shareholdingWords as words } from '@/content/shareholding';
import { formatIndianDate } from '@/lib/format-date';
import {
  formatPercent,
  formatShares,
  groupShares,
  percentageBase,
  percentOf,
  promoterAndPublic,
  SHAREHOLDING_CATEGORIES,
  SHAREHOLDING_GROUP_LABELS,
  type ShareholdingGroup,
  type ShareholdingQuarterRow,
} from '@/lib/shareholding';
import { useFiledPatternDates } from '../api/get-filed-pattern-dates';
import { useShareholdingQuarters } from '../api/get-shareholding';
import { patternFiledFor } from '../utils/pattern-filed';
import { ShareBar } from './share-bar';

const GROUPS: ShareholdingGroup[] = [
  'promoter',
  'institutions',
  'government',
  'non_institutions',
  'non_promoter_non_public',
];

function PercentCell({ percent }: { percent: number | null }) {
  return (
    <TableCell data-label="Per cent" className="min-w-40">
      {percent === null ? (
        <span className="text-slate-500">not counted</span>
      ) : (
        <span className="grid grid-cols-[4.5rem_1fr] items-center gap-3">
          <span className="text-right tabular-nums">{formatPercent(percent)}</span>
          <ShareBar percent={percent} />
        </span>
      )}
    </TableCell>
  );
}

/** The latest quarter: each group with its total, then its categories. */
function LatestSplit({ row }: { row: ShareholdingQuarterRow }) {
  const base = percentageBase(row);
  return (
    <Table stacked>
      <caption className="px-4 py-2 text-left text-sm text-slate-600">
        {words.splitCaption(formatIndianDate(row.quarter_end))}. {words.percentNote}
      </caption>
      <TableHeader>
        <TableRow>
          <TableHead>Category</TableHead>
          <TableHead align="right">Shares</TableHead>
          <TableHead>Per cent</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {GROUPS.flatMap((group) => {
          const categories = SHAREHOLDING_CATEGORIES.filter((c) => c.group === group);
          const shares = groupShares(row, [group]);
          const groupRow = (
            <TableRow key={group} className="bg-brand-50/40 font-semibold text-slate-900">
              <TableCell data-label="Category">{SHAREHOLDING_GROUP_LABELS[group]}</TableCell>
              <TableCell data-label="Shares" align="right" className="tabular-nums">
                {formatShares(shares)}
              </TableCell>
              <PercentCell
                percent={
                  group === 'non_promoter_non_public'
                    ? percentOf(row, 'employee_trust_shares')
                    : base > 0
                      ? (shares / base) * 100
                      : 0
                }
              />
            </TableRow>
          );
          // The promoter group is one category: its row says it all.
          if (categories.length === 1) return [groupRow];
          return [
            groupRow,
            ...categories.map((category) => (
              <TableRow key={category.key}>
                <TableCell data-label="Category" className="md:pl-8">
                  {category.label}
                </TableCell>
                <TableCell data-label="Shares" align="right" className="tabular-nums">
                  {formatShares(row[category.key])}
                </TableCell>
                <PercentCell percent={percentOf(row, category.key)} />
              </TableRow>
            )),
          ];
        })}
        <TableRow className="font-semibold text-slate-900">
          <TableCell data-label="Category">Total</TableCell>
          <TableCell data-label="Shares" align="right" className="tabular-nums">
            {formatShares(row.total_shares)}
          </TableCell>
          <TableCell data-label="Per cent" />
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** Promoter and public percentages of each quarter, the latest first. */
function Trend({ rows }: { rows: ShareholdingQuarterRow[] }) {
  return (
    <Table stacked>
      <caption className="sr-only">{words.trendCaption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Quarter ended</TableHead>
          <TableHead>Promoter and promoter group</TableHead>
          <TableHead>Public</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const split = promoterAndPublic(row);
          return (
            <TableRow key={row.id}>
              <TableCell data-label="Quarter" className="whitespace-nowrap">
                {formatIndianDate(row.quarter_end)}
              </TableCell>
              <TableCell data-label="Promoter" className="min-w-40">
                <span className="grid grid-cols-[4.5rem_1fr] items-center gap-3">
                  <span className="text-right tabular-nums">{formatPercent(split.promoter)}</span>
                  <ShareBar percent={split.promoter} />
                </span>
              </TableCell>
              <TableCell data-label="Public" className="min-w-40">
                <span className="grid grid-cols-[4.5rem_1fr] items-center gap-3">
                  <span className="text-right tabular-nums">{formatPercent(split.public)}</span>
                  <ShareBar percent={split.public} tone="amber" />
                </span>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * The latest quarter's shareholding by category and the last eight quarters' promoter / public
 * trend, as tables whose bars (CSS, aria-hidden) show the same percentages to the eye. Beside
 * the filed PDFs, which stay the record. Prerendered with its rows (src/entry-server.tsx).
 */
export function ShareholdingGlance() {
  const quarters = useShareholdingQuarters();
  // The figures are a summary; the filed pattern is the record, and the desk counts it overdue
  // until it is here: say so beside figures whose pattern is not.
  const filed = useFiledPatternDates();
  let content;
  if (quarters.isPending) {
    // A screen's height while the figures load, as they will fill it (see the results page).
    content = (
      <p role="status" className="min-h-screen">
        {words.loading}
      </p>
    );
  } else if (quarters.isError) {
    content = (
      <div>
        <p role="alert">{words.failed}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void quarters.refetch()}
        >
          {words.retry}
        </Button>
      </div>
    );
  } else if (quarters.data.length === 0 || !quarters.data[0]) {
    content = <p>{words.empty}</p>;
  } else {
    const latest = quarters.data[0];
    content = (
      <>
        {quarters.data.some((q) => q.is_sample) ? (
          <p role="note" className="text-sm text-amber-800">
            {words.sample}
          </p>
        ) : null}
        {/* Beside the figures' date, before their table: what the desk counts overdue. */}
        {filed.data && !patternFiledFor(latest.quarter_end, filed.data) ? (
          <p className="text-sm font-medium text-amber-800">
            {words.notFiled(formatIndianDate(latest.quarter_end))}
          </p>
        ) : null}
        <LatestSplit row={latest} />
        <h3 className="mt-4 text-lg font-semibold text-brand-900">{words.trendHeading}</h3>
        <Trend rows={quarters.data} />
      </>
    );
  }
  return (
    <section aria-labelledby="shareholding-glance" className="grid gap-3">
      <h2 id="shareholding-glance" className="text-xl font-semibold text-brand-900">
        {words.heading}
      </h2>
      <p className="text-sm text-slate-600">{words.intro}</p>
      {content}
    </section>
  );
}
