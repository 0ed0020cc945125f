import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { investorCrumb } from '@/content/investor-crumb';
import { documentTablesAt } from '@/content/investor-document-pages';
import { otherDisclosuresIntro, otherWebsiteRows } from '@/content/other-website-disclosures';
import {
  regulation46Intro,
  regulation46Rows,
  regulation46TextDate,
  type Applicability,
  type DisclosureLocation,
  type DisclosureRow,
} from '@/content/regulation-46';
import { useClauseFindings } from '@/features/disclosure-freshness/api/use-clause-findings';
import { FindingNote } from '@/features/disclosure-freshness/components/finding-note';
import { LastUpdated } from '@/features/disclosure-freshness/components/last-updated';
import type { PublicFinding } from '@/lib/readiness/public-finding';
import { useFacts } from '@/lib/company-facts-store';
import { withCompanyAnswers } from '@/lib/disclosure-answers';
import { cn } from '@/lib/utils';

export function DisclosureRegulationPage() {
  // The company's answer to the top-1,000 question, as the page was built with it, then as read.
  const answers = useFacts('applicability');
  const rows = withCompanyAnswers(regulation46Rows, answers.data);
  // What the site holds for each row, by the desk's rules: one verdict for the table and the desk.
  const findings = useClauseFindings([...rows, ...otherWebsiteRows]);
  return (
    <>
      <PageHeader
        title="Disclosure under Regulation 46 of LODR"
        breadcrumbs={[investorCrumb]}
        description={regulation46Intro}
      />
      <Section aria-label="Disclosures">
        <p className="mb-4 text-sm text-slate-600">{regulation46TextDate}</p>
        <DisclosureTable rows={rows} findings={findings} />
      </Section>
      <Section aria-labelledby="other-disclosures">
        <h2 id="other-disclosures" className="mb-2 text-xl font-semibold text-slate-900">
          Other disclosures on the website
        </h2>
        <p className="mb-4 text-sm text-slate-600">{otherDisclosuresIntro}</p>
        <DisclosureTable rows={otherWebsiteRows} findings={findings} />
      </Section>
    </>
  );
}

/** One table of disclosures: clause and what, whether it applies, and where it is. */
function DisclosureTable({
  rows,
  findings,
}: {
  rows: readonly DisclosureRow[];
  findings: ReadonlyMap<string, PublicFinding | null>;
}) {
  return (
    <Table stacked className="md:min-w-[44rem]">
      <TableHeader>
        <TableRow>
          <TableHead className="w-20">Sr.No.</TableHead>
          <TableHead>Information</TableHead>
          <TableHead className="w-32">Applicability</TableHead>
          <TableHead className="w-56">Location</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const finding = findings.get(row.clause) ?? null;
          return (
            <TableRow key={row.clause}>
              <TableCell data-label="Sr.No." className="font-medium text-slate-500">
                {index + 1}
              </TableCell>
              <TableCell data-label="Information">
                {/* One child, so the stacked layout keeps clause and text in one column. */}
                <span>
                  <span className="mr-2 font-mono text-xs text-slate-500">{row.clause}</span>
                  {row.information}
                  {row.timeline ? (
                    <span className="block text-xs text-slate-500">{row.timeline}</span>
                  ) : null}
                </span>
              </TableCell>
              <TableCell data-label="Applicability">
                <ApplicabilityBadge value={row.applicability} />
              </TableCell>
              <TableCell data-label="Location">
                {row.location ? (
                  <LocationLink location={row.location} finding={finding} />
                ) : finding ? (
                  <FindingNote finding={finding} />
                ) : row.applicability === 'NA' ? (
                  <span className="text-sm text-slate-500">{row.reason ?? 'Not applicable'}</span>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * Where a disclosure is, and what the site holds for it: the document the rules accept, or that
 * it is not there yet; for a row no rule reads, when the page's documents last changed.
 */
function LocationLink({
  location,
  finding,
}: {
  location: DisclosureLocation;
  finding: PublicFinding | null;
}) {
  const tables = location.external || finding ? [] : documentTablesAt(location.to);
  return (
    <span className="grid gap-0.5">
      <SmartLink
        to={location.to}
        external={location.external}
        className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {location.label}
      </SmartLink>
      {finding ? <FindingNote finding={finding} /> : null}
      {tables.length > 0 ? <LastUpdated tables={tables} /> : null}
    </span>
  );
}

function ApplicabilityBadge({ value }: { value: Applicability }) {
  // Blank: it depends on the company's figures, which the row's words name.
  if (!value) return <span className="text-sm text-slate-600">Where it applies</span>;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        value === 'Yes' ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {value}
    </span>
  );
}
