import { useFacts } from '@/lib/company-facts-store';
import { useFactsToday } from '@/lib/facts-today';
import type { FactsDeskLoader } from '@/lib/facts-desk-slots';
import { holderOf } from '@/lib/fact-terms';
import { DeskSlot } from './desk-slot';
import { useDesk } from './use-desk';
import { FactsState } from './facts-state';
import { UpdatedOn } from './updated-on';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * The IEPF Nodal Officer's name, designation and e-mail (rule 7(2A) of the IEPF Rules, 2016),
 * from the officers the company secretary keeps; the administrator edits that officer here.
 */
export function NodalOfficer({
  loadDesk,
  notPublished,
}: {
  loadDesk?: FactsDeskLoader;
  notPublished: string;
}) {
  const desk = useDesk(loadDesk);
  const view = useFacts('officers');
  const today = useFactsToday();
  return (
    <FactsState name="officers" view={view} what="the Nodal Officer">
      {(officers) => {
        const nodal = holderOf(officers, 'iepf_nodal_officer', today);
        if (!nodal) {
          return (
            <div className="mt-2 grid gap-2">
              <p className="text-sm text-slate-700">{notPublished}</p>
              {desk ? (
                <DeskSlot>
                  <desk.addOfficer />
                </DeskSlot>
              ) : null}
            </div>
          );
        }
        return (
          <div className="mt-2 grid gap-1">
            {nodal.is_sample ? (
              <p role="note" className="text-sm text-amber-800">
                Sample data: the Nodal Officer named here is a placeholder.
              </p>
            ) : null}
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-slate-900">{nodal.name}</p>
              {desk ? (
                <DeskSlot>
                  <desk.officerActions officer={nodal} />
                </DeskSlot>
              ) : null}
            </div>
            <p className="text-sm text-slate-600">{nodal.designation}</p>
            {nodal.email ? (
              <a href={`mailto:${nodal.email}`} className={`${linkStyle} w-fit`}>
                {nodal.email}
              </a>
            ) : null}
            <UpdatedOn rows={[nodal]} />
          </div>
        );
      }}
    </FactsState>
  );
}
