import {
  Building2,
  CalendarClock,
  FileText,
  History,
  LogOut,
  ShieldCheck,
  Sun,
  Users,
} from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { DeskNav, type DeskNavItem } from '@/components/layout/desk-nav';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { deskSections, type DeskSectionKey } from '@/content/desk-sections';
import { DEFAULT_DISPLAY_NAME } from '@/features/auth/stored-user';
import { useAuth } from '@/lib/auth-context';

const icons: Record<DeskSectionKey, ReactNode> = {
  today: <Sun aria-hidden="true" />,
  documents: <FileText aria-hidden="true" />,
  company: <Building2 aria-hidden="true" />,
  calendar: <CalendarClock aria-hidden="true" />,
  shareholders: <Users aria-hidden="true" />,
  activity: <History aria-hidden="true" />,
  security: <ShieldCheck aria-hidden="true" />,
};

const navItems: DeskNavItem[] = deskSections.map((section) => ({
  label: section.label,
  to: section.path,
  icon: icons[section.key],
  end: section.path === paths.desk.today,
}));

/**
 * The company secretary's desk: the specification's header (the company, "Welcome, {name}", the
 * name and role, Logout), the sections' navigation, and the section shown, each loaded on demand.
 */
export function DeskLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const name = user?.name || DEFAULT_DISPLAY_NAME;
  // Logging out leaves the desk for the home page (as the guard's redirect did before the desk
  // asked a signed-out visitor to log in): whoever chose to leave is not asked to log in again.
  async function leave() {
    await navigate(paths.home);
    await logout();
  }
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <Link
              to={paths.home}
              className="rounded text-lg font-bold tracking-tight text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {company.shortName}
            </Link>
            <span className="text-sm text-slate-500">Admin Dashboard</span>
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="text-sm leading-tight">
              <p className="text-slate-700">
                Welcome, <span className="font-semibold text-slate-900">{name}</span>
              </p>
              {/* The role and the login in words, never the codes ("Admin · admin"). */}
              <p className="break-all text-slate-500">
                {user?.role === 'admin' || !user ? 'Site administrator' : 'Signed in'}
                {user?.username ? `, logged in as ${user.username}` : ''}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void leave()}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-10">
        <DeskNav items={navItems} />
        <main id="main" tabIndex={-1} className="min-w-0 outline-none">
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 py-10 text-slate-600">
                <Spinner size="md" className="text-brand-700" />
                Opening the section…
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
