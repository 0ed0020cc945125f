import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import {
  boardIsSample,
  boardPage,
  committeeMemberships,
  committees,
  directorById,
  directors,
  type Director,
} from '@/content/board-of-directors';
import { investorCrumb } from '@/content/investor-document-pages';
import { formatIndianDate } from '@/lib/format-date';

export function BoardOfDirectorsPage() {
  return (
    <>
      <PageHeader
        title={boardPage.title}
        breadcrumbs={[investorCrumb]}
        description={boardPage.description}
      />
      <Section aria-labelledby="board-directors" spacing="compact">
        {boardIsSample ? (
          <p
            role="note"
            className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          >
            {boardPage.sampleNotice}
          </p>
        ) : null}
        <h2 id="board-directors" className="text-2xl font-bold text-slate-900">
          {boardPage.directorsHeading}
        </h2>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {directors.map((director) => (
            <li key={director.id}>
              <DirectorCard director={director} />
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="committees" spacing="compact" className="bg-slate-50">
        <h2 id="committees" className="text-2xl font-bold text-slate-900">
          {boardPage.committeesHeading}
        </h2>
        <Table stacked className="mt-6 md:min-w-[44rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Committee</TableHead>
              <TableHead>Chair</TableHead>
              <TableHead>Members</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {committees.map((committee) => (
              <TableRow key={committee.id}>
                <TableCell data-label="Committee">
                  <span>
                    <span className="font-medium">{committee.name}</span>
                    <span className="block text-xs text-slate-500">
                      {committee.constitutedUnder}
                    </span>
                  </span>
                </TableCell>
                <TableCell data-label="Chair">{directorById(committee.chairId)?.name}</TableCell>
                <TableCell data-label="Members">
                  <ul>
                    {committee.memberIds.map((id) => (
                      <li key={id}>{directorById(id)?.name}</li>
                    ))}
                  </ul>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </>
  );
}

/** One director as a heading and a definition list, so a screen reader walks it term by term. */
function DirectorCard({ director }: { director: Director }) {
  const headingId = `director-${director.id}`;
  const memberships = committeeMemberships(director.id);
  return (
    <article
      aria-labelledby={headingId}
      className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {director.name}
      </h3>
      <p className="text-sm text-slate-600">{director.designation}</p>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-500">DIN</dt>
        <dd className="font-mono">{director.din}</dd>
        <dt className="font-medium text-slate-500">Category</dt>
        <dd>{director.category}</dd>
        <dt className="font-medium text-slate-500">Appointed</dt>
        <dd>{formatIndianDate(director.appointedOn)}</dd>
        <dt className="font-medium text-slate-500">Profile</dt>
        <dd>{director.profile}</dd>
        <dt className="font-medium text-slate-500">Other directorships</dt>
        <dd>
          <ListOrNone items={director.otherPositions} />
        </dd>
        <dt className="font-medium text-slate-500">Committees</dt>
        <dd>
          <ListOrNone items={memberships} />
        </dd>
      </dl>
    </article>
  );
}

function ListOrNone({ items }: { items: string[] }) {
  if (items.length === 0) return <>None</>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
