import { ArrowRight, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink } from 'react-router-dom';
import { NavigationMenuTrigger } from '@/components/ui/navigation-menu';
import { NEW_TAB_HINT } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { INVESTOR_MENU_TITLE, investorGroups, type InvestorLink } from '@/content/investor-links';
import { enterPanel, onPanelKeyDown, PANEL_COLUMN } from './disclosure-nav-keys';

/**
 * Group names on the left; the links of the chosen group (the first at first) on the right. The
 * arrow keys move within and between the two columns (disclosure-nav-keys.ts).
 */
export function InvestorPanel({
  onChoose,
  trigger,
}: {
  onChoose: () => void;
  /** The Investor button: Down or Right on it, while this panel is open, comes in here. */
  trigger: RefObject<HTMLElement | null>;
}) {
  const [chosen, setChosen] = useState(investorGroups[0]?.id);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const button = trigger.current;
    if (!button) return;
    const enter = (event: KeyboardEvent) => enterPanel(event, panel.current);
    button.addEventListener('keydown', enter);
    return () => button.removeEventListener('keydown', enter);
  }, [trigger]);
  const baseId = useId();
  const group = investorGroups.find((g) => g.id === chosen);
  // Right on a group shows its links at once, so focus can move into them in the same key press.
  const choose = (button: HTMLElement) => flushSync(() => setChosen(button.dataset.group));
  return (
    // Arrow keys are a convenience here; Tab reaches every button and link too.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={panel} className="flex" onKeyDown={(event) => onPanelKeyDown(event, choose)}>
      <div
        className="w-60 shrink-0 border-r border-slate-100 bg-brand-50/60 p-3"
        {...{ [PANEL_COLUMN]: 'groups' }}
      >
        {/* The panel's title leads to the investors' home, which lists all of this too. */}
        <Link
          to={paths.investor.home}
          onClick={onChoose}
          className="flex items-center gap-1 rounded px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-brand-800 uppercase hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {INVESTOR_MENU_TITLE}
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
        <ul className="flex flex-col gap-0.5">
          {investorGroups.map((g) => (
            <li key={g.id}>
              <NavigationMenuTrigger
                opens="right"
                expanded={g.id === chosen}
                aria-controls={`${baseId}-${g.id}`}
                data-group={g.id}
                onClick={() => setChosen(g.id)}
              >
                {g.title}
              </NavigationMenuTrigger>
            </li>
          ))}
        </ul>
      </div>
      {/* Spec section 9: each submenu is 400 px wide and at most 500 px tall. */}
      {group ? (
        <div
          id={`${baseId}-${group.id}`}
          className="max-h-[500px] w-[400px] overflow-y-auto p-3"
          {...{ [PANEL_COLUMN]: 'links' }}
        >
          <p className="px-3 pb-2 text-sm font-semibold text-slate-900">{group.title}</p>
          <ul className="space-y-0.5">
            {group.links.map((link) => (
              <li key={link.label}>
                <InvestorMenuLink link={link} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const panelLinkStyle =
  'flex items-start justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700';

function InvestorMenuLink({ link, onChoose }: { link: InvestorLink; onChoose: () => void }) {
  if (link.external) {
    return (
      <a
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onChoose}
        className={panelLinkStyle}
      >
        <span>
          {link.label} <span className="sr-only">{NEW_TAB_HINT}</span>
        </span>
        <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
      </a>
    );
  }
  return (
    <NavLink to={link.to} end onClick={onChoose} className={panelLinkStyle}>
      {link.label}
    </NavLink>
  );
}
