import type { ReactNode } from 'react';
import { SmartLink } from '@/components/ui/smart-link';
import { company } from '@/content/company';
import { footerImportantLinks, footerInvestorLinks } from '@/content/navigation';
import { Logo } from './logo';

type FooterProps = {
  /** The Login or Logout control, shown as the last Important Link (the auth feature supplies it). */
  accountAction?: ReactNode;
  /** The contact details, which are data the company keeps current (the app supplies them). */
  contact?: ReactNode;
  /** The administrator's link to the desk: a list item, or nothing for a visitor. */
  deskLink?: ReactNode;
  /** The copyright year: the app gives the build's while the page hydrates (see site-layout). */
  year?: number;
};

/** Exported so the account control passed as `accountAction` can match the other links. */
export const footerLinkStyle =
  'rounded text-sm text-brand-100 transition-colors hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

export function Footer({
  accountAction,
  contact,
  deskLink,
  year = new Date().getFullYear(),
}: FooterProps) {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1.2fr_1.4fr] lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-100/90">
            {company.summary}
          </p>
          <p className="mt-4 text-sm font-semibold text-accent-300">{company.motto}</p>
        </div>

        <FooterBlock id="footer-important-links" title="Important Links">
          <ul className="space-y-2.5">
            {footerImportantLinks.map((link) => (
              <li key={link.to}>
                <SmartLink to={link.to} className={footerLinkStyle}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
            {deskLink}
            {accountAction ? <li>{accountAction}</li> : null}
          </ul>
        </FooterBlock>

        <FooterBlock id="footer-investor-relations" title="Investor Relations">
          <ul className="space-y-2.5">
            {footerInvestorLinks.map((link) => (
              <li key={link.label}>
                <SmartLink to={link.to} external={link.external} className={footerLinkStyle}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </FooterBlock>

        <FooterBlock id="footer-contact" title="Contact">
          {contact}
        </FooterBlock>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-brand-200 sm:px-6 lg:px-8">
          © {year} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
