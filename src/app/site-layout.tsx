import { Outlet } from 'react-router-dom';
import { Footer, footerLinkStyle } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { DeskLink } from '@/features/auth/components/desk-link';
import { FooterAuthAction } from '@/features/auth/components/footer-auth-action';

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
      <Navbar deskLink={<DeskLink place="header" />} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <Footer
        deskLink={<DeskLink place="footer" className={footerLinkStyle} />}
        accountAction={<FooterAuthAction className={footerLinkStyle} />}
      />
    </div>
  );
}
