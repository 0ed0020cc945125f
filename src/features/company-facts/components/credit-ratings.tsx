import { ExternalLink } from 'lucide-react';
import { NEW_TAB_HINT } from '@/components/ui/smart-link';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { creditRatingsSection as words } from '@/content/credit-ratings-section';
import type { CreditRatingRow } from '@/lib/company-facts';
import { useFacts } from '@/lib/company-facts-store';
import { useFactsToday } from '@/lib/facts-today';
import type { FactsDeskLoader, FactsDeskSlots } from '@/lib/facts-desk-slots';
import { formatIndianDate } from '@/lib/format-date';
import { splitRatings } from '../utils/ratings';
import { DeskSlot } from './desk-slot';
import { useDesk } from './use-desk';
import { FactsState } from './facts-state';
import { UpdatedOn } from './updated-on';

/** The ratings in force and, below them, those they revised or that were withdrawn. */
export function CreditRatings({ loadDesk }: { loadDesk?: FactsDeskLoader }) {
  const desk = useDesk(loadDesk);
  const view = useFacts('ratings');
  const today = useFactsToday();
  return (
    <FactsState name="ratings" view={view} what="the credit ratings">
      {(ratings) => {
        const { current, history } = splitRatings(ratings, today);
        return (
          <div className="grid gap-6">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="grid gap-1">
                <h2 id="ratings-current" className="text-2xl font-bold text-slate-900">
                  {words.currentHeading}
                </h2>
                <UpdatedOn rows={ratings} />
              </div>
              {desk ? (
                <DeskSlot>
                  <desk.addRating />
                </DeskSlot>
              ) : null}
            </div>
            {ratings.some((r) => r.is_sample) ? (
              <p
                role="note"
                className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
              >
                Sample data: the agencies and ratings marked SAMPLE are placeholders.
              </p>
            ) : null}
            {current.length === 0 ? (
              <p className="max-w-3xl text-slate-700">{words.none}</p>
            ) : (
              <RatingsTable ratings={current} label={words.currentHeading} desk={desk} inForce />
            )}
            {history.length > 0 ? (
              <>
                <h2 className="text-xl font-bold text-slate-900">{words.historyHeading}</h2>
                <RatingsTable ratings={history} label={words.historyHeading} desk={desk} />
              </>
            ) : null}
          </div>
        );
      }}
    </FactsState>
  );
}

function RatingsTable({
  ratings,
  label,
  desk,
  inForce = false,
}: {
  ratings: CreditRatingRow[];
  label: string;
  desk?: FactsDeskSlots;
  /** The ratings in force (the history's were revised or withdrawn). */
  inForce?: boolean;
}) {
  return (
    <Table stacked aria-label={label} className="md:min-w-[48rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Agency</TableHead>
          <TableHead>Instrument</TableHead>
          <TableHead>Rating</TableHead>
          <TableHead>Outlook</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Rationale</TableHead>
          {desk ? <TableHead>Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {ratings.map((rating) => (
          <TableRow key={rating.id}>
            <TableCell data-label="Agency">{rating.agency}</TableCell>
            <TableCell data-label="Instrument">{rating.instrument}</TableCell>
            <TableCell data-label="Rating" className="font-semibold">
              {rating.rating}
            </TableCell>
            <TableCell data-label="Outlook">{rating.outlook ?? '—'}</TableCell>
            <TableCell data-label="Date">
              <span>
                <time dateTime={rating.rated_on}>{formatIndianDate(rating.rated_on)}</time>
                {rating.withdrawn_on ? (
                  <span className="block text-xs text-slate-600">
                    Withdrawn {formatIndianDate(rating.withdrawn_on)}
                  </span>
                ) : null}
              </span>
            </TableCell>
            <TableCell data-label="Rationale">
              {/* noopener keeps the new tab from reaching back to this page; noreferrer hides our URL. */}
              <a
                href={rating.rationale_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {words.rationale}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">
                  {' '}
                  of {rating.agency}, {formatIndianDate(rating.rated_on)} {NEW_TAB_HINT}
                </span>
              </a>
            </TableCell>
            {desk ? (
              <TableCell data-label="Actions">
                <DeskSlot>
                  <desk.ratingActions rating={rating} inForce={inForce} />
                </DeskSlot>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
