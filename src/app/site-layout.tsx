import { lazy, Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer, footerLinkStyle } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { FooterAuthAction } from '@/features/auth/components/footer-auth-action';
// The footer's contact line reads the contact details the page was built with (its data, every
// page's), never the facts pages' components: those load only on the pages that show them.
import { FooterContacts } from '@/features/company-facts/components/footer-contacts';
import { useAuth } from '@/lib/auth-context';
import { FactsContext } from '@/lib/facts-context';

// The administrator's Dashboard link: its own chunk, fetched once an administrator is signed in,
// so no visitor's first load carries it (the shell is at its budget).
const DeskLink = lazy(() =>
  import('@/features/auth/components/desk-link').then((m) => ({ default: m.DeskLink })),
);

/** `children` for a signed-in administrator only; nothing (and nothing fetched) for anyone else. */
function ForAdministrator({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  return isAdmin ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The public site frame: fixed navigation, the page, the footer. */
const noSubscription = () => () => {};

/**
 * The footer's copyright year: while the page hydrates, the year it was built (its facts' day),
 * so a page built on 31 December and opened on 1 January matches its HTML; then this year.
 */
function useCopyrightYear(): number {
  const { snapshot } = useContext(FactsContext);
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => Number(snapshot.asOf?.slice(0, 4)) || new Date().getFullYear(),
  );
}

export function SiteLayout() {
  const year = useCopyrightYear();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar
        deskLink={
          <ForAdministrator>
            <DeskLink place="header" />
          </ForAdministrator>
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <Footer
        year={year}
        deskLink={
          <ForAdministrator>
            <DeskLink place="footer" className={footerLinkStyle} />
          </ForAdministrator>
        }
        accountAction={<FooterAuthAction className={footerLinkStyle} />}
        contact={<FooterContacts />}
      />
    </div>
  );
}
