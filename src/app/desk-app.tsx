import { Link, Route, Routes } from 'react-router-dom';
import { DeskSection } from '@/components/layout/desk-section';
import { paths } from '@/config/paths';
import { QueryProvider } from './query-layout';
import { ActivityPage } from '@/pages/desk/activity-page';
import { CalendarPage } from '@/pages/desk/calendar-page';
import { CompanyFactsPage } from '@/pages/desk/company-facts-page';
import { DocumentsPage } from '@/pages/desk/documents-page';
import { SecurityPage } from '@/pages/desk/security-page';
import { ShareholdersPage } from '@/pages/desk/shareholders-page';
import { TodayPage } from '@/pages/desk/today-page';
import { DeskLayout } from './desk-layout';

// The sections come in one chunk with the desk: split per section, the modules they share with the
// public pages (document tables, dates, the request helpers) were cut into chunks of their own on
// those pages' first loads.

/** A section's address below the desk's own (/dashboard/documents -> documents). */
const below = (path: string) => path.slice(paths.dashboard.length + 1);

function NoSuchSection() {
  return (
    <DeskSection title="No such section" summary="The desk has no section at this address.">
      <p>
        <Link
          to={paths.desk.today}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Go to Today
        </Link>
      </p>
    </DeskSection>
  );
}

/**
 * The desk behind its guard: the react-query client, the layout and one route per section
 * (addresses named in src/config/paths.ts), read by the browser's history like any page, so a
 * section survives a reload and Back returns to the one before.
 */
export function DeskApp() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<DeskLayout />}>
          <Route index element={<TodayPage />} />
          <Route path={below(paths.desk.documents)} element={<DocumentsPage />} />
          <Route path={below(paths.desk.company)} element={<CompanyFactsPage />} />
          <Route path={below(paths.desk.calendar)} element={<CalendarPage />} />
          <Route path={below(paths.desk.shareholders)} element={<ShareholdersPage />} />
          <Route path={below(paths.desk.activity)} element={<ActivityPage />} />
          <Route path={below(paths.desk.security)} element={<SecurityPage />} />
          <Route path="*" element={<NoSuchSection />} />
        </Route>
      </Routes>
    </QueryProvider>
  );
}
