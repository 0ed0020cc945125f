import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer, footerLinkStyle } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { FooterAuthAction } from '@/features/auth/components/footer-auth-action';

// The footer's contact block is in every prerendered page; in the browser its code loads after
// the first paint (React keeps the built HTML until it arrives, as the Board's: see
// src/pages/board-of-directors-page.tsx), so no page's first load carries it.
const FooterContacts = import.meta.env.SSR
  ? (await import('@/features/company-facts/components/footer-contacts')).FooterContacts
  : lazy(() =>
      import('@/features/company-facts/components/footer-contacts').then((m) => ({
        default: m.FooterContacts,
      })),
    );

/** The public site frame: fixed navigation, the page, the footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <Footer
        accountAction={<FooterAuthAction className={footerLinkStyle} />}
        contact={
          <Suspense fallback={null}>
            <FooterContacts />
          </Suspense>
        }
      />
    </div>
  );
}
