import { Home, Info, LogOut, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { investorDocumentPages } from '@/content/investor-document-pages';
import { useAuth } from '@/lib/auth-context';
import { RecentActivity } from '@/features/audit/components/recent-activity';
import { TwoFactorSection } from '@/features/auth/components/two-factor-section';
import { DEFAULT_DISPLAY_NAME } from '@/features/auth/stored-user';
import { ArchivedDocuments } from '@/features/desk/components/archived-documents';
import { DocumentTextSection } from '@/features/desk/components/document-text-section';
import { ComplianceCalendar } from '@/features/events-desk/components/compliance-calendar';
import { DividendsDesk } from '@/features/dividends/components/dividends-desk';
import { EventsDesk } from '@/features/events-desk/components/events-desk';
import { ShareholdingDesk } from '@/features/shareholding/components/shareholding-desk';
import {
  DocumentCountsTable,
  type DocumentTablePage,
} from '@/features/desk/components/document-counts-table';
import type { DocumentTableName } from '@/lib/document-tables';

// Each table appears on exactly one investor page; the dashboard links to it.
const pageOfTable: Partial<Record<DocumentTableName, DocumentTablePage>> = Object.fromEntries(
  investorDocumentPages.flatMap((page) =>
    page.sections.map((section) => [section.table, { path: page.path, title: page.title }]),
  ),
);

function DashboardCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      </div>
      <div className="mt-4 text-sm leading-relaxed text-slate-600">{children}</div>
    </section>
  );
}

function DashboardSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The admin's placeholder dashboard (spec section 2), with document counts per table. */
export function DashboardPage() {
  const { user, logout } = useAuth();
  const name = user?.name || DEFAULT_DISPLAY_NAME;

  return (
    <div className="min-h-screen bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <Link
            to={paths.home}
            className="rounded text-lg font-bold tracking-tight text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {company.shortName}
          </Link>
          <div className="flex items-center gap-4">
            <p className="text-sm text-slate-700">
              Welcome, <span className="font-semibold text-slate-900">{name}</span>
            </p>
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
      </div>

      <PageHeader title="Admin Dashboard" noIndex />

      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
          <Alert variant="info" role="note">
            <Info aria-hidden="true" />
            <div className="grid gap-1">
              <AlertTitle>Where documents are managed</AlertTitle>
              <AlertDescription>
                Add, edit and delete documents on each investor page while you are logged in; the
                counts below link to them. Deleted documents wait in the archive below.
              </AlertDescription>
            </div>
          </Alert>

          <div className="grid gap-6 md:grid-cols-3">
            <DashboardCard icon={<UserRound aria-hidden="true" />} title="Your account">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-medium text-slate-500">Name</dt>
                <dd className="text-slate-900">{name}</dd>
                <dt className="font-medium text-slate-500">Role</dt>
                <dd className="text-slate-900 capitalize">{user?.role ?? 'admin'}</dd>
                {user?.username ? (
                  <>
                    <dt className="font-medium text-slate-500">Username</dt>
                    <dd className="break-all text-slate-900">{user.username}</dd>
                  </>
                ) : null}
              </dl>
            </DashboardCard>
            <DashboardCard icon={<Home aria-hidden="true" />} title="Dashboard Home">
              An overview of the site&apos;s investor documents. Reports and activity will appear
              here.
            </DashboardCard>
            <DashboardCard icon={<Settings aria-hidden="true" />} title="Settings">
              Two-factor authentication is below. The admin account itself is managed in Supabase
              Auth.
            </DashboardCard>
          </div>

          <TwoFactorSection />

          <section aria-labelledby="document-counts-heading" className="grid gap-4">
            <h2
              id="document-counts-heading"
              className="text-2xl font-bold tracking-tight text-slate-900"
            >
              Investor documents
            </h2>
            <DocumentCountsTable pages={pageOfTable} />
          </section>

          <DashboardSection id="compliance-calendar-heading" title="Compliance calendar">
            <ComplianceCalendar pages={pageOfTable} />
          </DashboardSection>

          <EventsDesk />

          <DashboardSection id="dividends-heading" title="Dividends">
            <p className="text-sm text-slate-600">
              Each dividend declared, as the unclaimed-dividends page lists it. Rows marked Sample
              are placeholders: replace them with the company&apos;s own.
            </p>
            <DividendsDesk />
          </DashboardSection>

          <DashboardSection id="shareholding-heading" title="Shareholding">
            <p className="text-sm text-slate-600">
              Each quarter&apos;s category totals from the filed shareholding pattern (Regulation
              31): the shareholding page shows the last eight at a glance, beside the PDFs.
            </p>
            <ShareholdingDesk />
          </DashboardSection>

          <DashboardSection id="document-text-heading" title="Search inside the documents">
            <DocumentTextSection />
          </DashboardSection>

          <DashboardSection id="archive-heading" title="Archive">
            <ArchivedDocuments />
          </DashboardSection>

          <DashboardSection id="recent-activity-heading" title="Recent activity">
            <RecentActivity />
          </DashboardSection>
        </div>
      </main>
    </div>
  );
}
