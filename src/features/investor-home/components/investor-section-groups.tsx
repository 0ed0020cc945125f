import { SmartLink } from '@/components/ui/smart-link';
import { investorGroups } from '@/content/investor-links';

const linkStyle =
  'rounded text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The Investor menu's entries (the specification's 19, then the site's own), grouped as the menu groups them. */
export function InvestorSectionGroups() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {investorGroups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`investor-group-${group.id}`}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
        >
          <h3
            id={`investor-group-${group.id}`}
            className="mb-3 text-base font-semibold text-brand-900"
          >
            {group.title}
          </h3>
          <ul className="grid gap-2 text-sm">
            {group.links.map((link) => (
              <li key={link.label}>
                <SmartLink to={link.to} external={link.external} className={linkStyle}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
