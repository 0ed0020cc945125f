import { Button } from '@/components/ui/button';
import { SampleBadge } from '@/components/ui/sample-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { dividendHistoryWords as words } from '@/content/dividends';
import {
  DIVIDEND_KIND_LABELS,
  dividendPercent,
  formatRupees,
  type DividendRow,
} from '@/lib/dividends';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatIndianDate, indiaToday } from '@/lib/format-date';
import { useDividends } from '../api/get-dividends';

/**
 * "11 Dec 2026, to be paid" for a payment still ahead. Only once the page is the visitor's: the
 * HTML is built on one day and read on another, so it says the date alone (under "Payment
 * date", true either way) and hydration finds the same text.
 */
function PaymentDate({ on }: { on: string }) {
  const hydrated = useHydrated();
  const ahead = hydrated && on > indiaToday();
  return (
    <>
      {formatIndianDate(on)}
      {ahead ? `, ${words.toBePaid}` : null}
    </>
  );
}

function Row({ row }: { row: DividendRow }) {
  return (
    <TableRow>
      <TableCell data-label="Year" className="whitespace-nowrap font-medium text-slate-900">
        FY {row.financial_year}
      </TableCell>
      <TableCell data-label="Dividend">
        {/* One element: a stacked cell is a grid, and would put the mark on a line of its own. */}
        <span>
          {DIVIDEND_KIND_LABELS[row.kind]}
          {row.is_sample ? <SampleBadge className="ml-2">{words.sample}</SampleBadge> : null}
        </span>
      </TableCell>
      <TableCell data-label="Per share" align="right" className="tabular-nums">
        {formatRupees(row.amount_per_share)}
      </TableCell>
      <TableCell data-label="Of face value" align="right" className="tabular-nums">
        {dividendPercent(row)} of {formatRupees(row.face_value)}
      </TableCell>
      <TableCell data-label="Record date" className="whitespace-nowrap">
        {formatIndianDate(row.record_date)}
      </TableCell>
      <TableCell data-label="Payment date" className="whitespace-nowrap">
        <PaymentDate on={row.payment_date} />
      </TableCell>
    </TableRow>
  );
}

/**
 * Every dividend the company has declared, the latest first: which year, interim or final, how
 * much a share and when it was paid, so a shareholder can tell which dividend an unclaimed
 * amount was. Prerendered with its rows (src/entry-server.tsx). `intro` says what the table is
 * beside: the unclaimed statements (the default) or the results.
 */
export function DividendHistory({ intro = words.intro }: { intro?: string }) {
  const dividends = useDividends();
  let body;
  if (dividends.isPending) {
    body = (
      <TableRow>
        <TableCell colSpan={6} padding="roomy" role="status">
          {words.loading}
        </TableCell>
      </TableRow>
    );
  } else if (dividends.isError) {
    body = (
      <TableRow>
        <TableCell colSpan={6} padding="roomy">
          <p role="alert">{words.failed}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void dividends.refetch()}
          >
            {words.retry}
          </Button>
        </TableCell>
      </TableRow>
    );
  } else if (dividends.data.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={6} padding="roomy">
          {words.empty}
        </TableCell>
      </TableRow>
    );
  } else {
    body = dividends.data.map((row) => <Row key={row.id} row={row} />);
  }
  return (
    <section aria-labelledby="dividend-history" className="grid gap-3">
      <h2 id="dividend-history" className="text-xl font-semibold text-brand-900">
        {words.heading}
      </h2>
      <p className="text-sm text-slate-600">{intro}</p>
      <Table stacked>
        <caption className="sr-only">{words.caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Year</TableHead>
            <TableHead>Dividend</TableHead>
            <TableHead align="right">Per share</TableHead>
            <TableHead align="right">Of face value</TableHead>
            <TableHead>Record date</TableHead>
            <TableHead>Payment date</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>{body}</TableBody>
      </Table>
    </section>
  );
}
