import { formatIndianDate } from '@/lib/format-date';
import { investorContactPage as words } from '@/content/investor-contact';
import type { OfficerRow } from '@/lib/company-facts';
import { useFacts } from '@/lib/company-facts-store';
import { useFactsToday } from '@/lib/facts-today';
import type { FactsDeskLoader, FactsDeskSlots } from '@/lib/facts-desk-slots';
import { currentOfficers } from '@/lib/fact-terms';
import { officerChanges, type OfficerChange } from '../utils/officers';
import { DeskSlot } from './desk-slot';
import { useDesk } from './use-desk';
import { FactsState } from './facts-state';
import { OfficerCard } from './officer-card';
import { UpdatedOn } from './updated-on';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * /investor/contact's people: the e-mail for grievances, the officers in charge today with the
 * administrator's Add, Edit and Cease, and who took charge or left in the last twelve months.
 */
export function OfficersSection({ loadDesk }: { loadDesk?: FactsDeskLoader }) {
  const desk = useDesk(loadDesk);
  const contacts = useFacts('contacts', false).data;
  const view = useFacts('officers');
  return (
    <div className="grid gap-10">
      <section aria-labelledby="grievances" className="grid gap-2 rounded-xl bg-brand-50 p-5">
        <h2 id="grievances" className="text-xl font-semibold text-brand-900">
          {words.grievanceHeading}
        </h2>
        {contacts ? (
          <p className="text-slate-700">
            {words.grievanceIntro}{' '}
            <a href={`mailto:${contacts.investor_email}`} className={linkStyle}>
              {contacts.investor_email}
            </a>
          </p>
        ) : contacts === null ? (
          <p className="text-slate-700">{words.grievanceNotPublished}</p>
        ) : null}
      </section>
      <section aria-labelledby="officers" className="grid gap-4">
        <FactsState name="officers" view={view} what="the officers">
          {(officers) => <Officers officers={officers} desk={desk} />}
        </FactsState>
      </section>
    </div>
  );
}

/** A change entered ahead of its day, said as what will happen. */
const UPCOMING: Record<OfficerChange['kind'], string> = {
  'took charge': 'takes charge',
  ceased: 'will cease',
};

function Officers({ officers, desk }: { officers: OfficerRow[]; desk?: FactsDeskSlots }) {
  const today = useFactsToday();
  const current = currentOfficers(officers, today);
  const changes = officerChanges(officers, today);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="officers" className="text-2xl font-bold text-slate-900">
            {words.officersHeading}
          </h2>
          <p className="max-w-3xl text-slate-700">{words.officersIntro}</p>
          <UpdatedOn rows={officers} />
        </div>
        {desk ? (
          <DeskSlot>
            <desk.addOfficer />
          </DeskSlot>
        ) : null}
      </div>
      {officers.some((o) => o.is_sample) ? (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          Sample data: the people and firms marked SAMPLE are placeholders until the company
          publishes its own.
        </p>
      ) : null}
      {current.length === 0 ? (
        <p className="max-w-3xl text-slate-700">{words.officersNotPublished}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {current.map((officer) => (
            <li key={officer.id}>
              <OfficerCard
                officer={officer}
                actions={
                  desk ? (
                    <DeskSlot>
                      <desk.officerActions officer={officer} />
                    </DeskSlot>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{words.changesHeading}</h3>
      {changes.length === 0 ? (
        <p className="text-slate-600">{words.noChanges}</p>
      ) : (
        <ol className="grid gap-2">
          {changes.map(({ officer, kind, on, upcoming }) => (
            <li
              key={`${officer.id}-${kind}`}
              className="flex flex-wrap items-start justify-between gap-2 text-slate-700"
            >
              <span>
                <time dateTime={on} className="font-medium text-slate-900">
                  {formatIndianDate(on)}
                </time>
                : {officer.name}, {officer.designation}, {upcoming ? UPCOMING[kind] : kind}
              </span>
              {/* One who left has the administrator's actions here, as one serving has on the card. */}
              {desk && kind === 'ceased' && !upcoming ? (
                <DeskSlot>
                  <desk.officerActions officer={officer} />
                </DeskSlot>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
