import { lazy } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { DeskSection } from '@/components/layout/desk-section';
import { paths } from '@/config/paths';
import { QueryProvider } from './query-layout';
import { DeskLayout } from './desk-layout';

// Each section is a chunk of its own, loaded when it is opened: Security never downloads the
// archive, and Today never the two-factor set-up.
const TodayPage = lazy(() =>
  import('@/pages/desk/today-page').then((m) => ({ default: m.TodayPage })),
);
const DocumentsPage = lazy(() =>
  import('@/pages/desk/documents-page').then((m) => ({ default: m.DocumentsPage })),
);
const CompanyFactsPage = lazy(() =>
  import('@/pages/desk/company-facts-page').then((m) => ({ default: m.CompanyFactsPage })),
);
const CalendarPage = lazy(() =>
  import('@/pages/desk/calendar-page').then((m) => ({ default: m.CalendarPage })),
);
const ShareholdersPage = lazy(() =>
  import('@/pages/desk/shareholders-page').then((m) => ({ default: m.ShareholdersPage })),
);
const ActivityPage = lazy(() =>
  import('@/pages/desk/activity-page').then((m) => ({ default: m.ActivityPage })),
);
const SecurityPage = lazy(() =>
  import('@/pages/desk/security-page').then((m) => ({ default: m.SecurityPage })),
);

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
