import { Section } from '@/components/ui/section';
import { boardSection as words } from '@/content/board-section';
import type { BoardFacts } from '@/lib/company-facts';
import { useFacts } from '@/lib/company-facts-store';
import { useFactsToday } from '@/lib/facts-today';
import type { FactsDeskLoader, FactsDeskSlots } from '@/lib/facts-desk-slots';
import { currentDirectors } from '@/lib/fact-terms';
import { membershipsOf, recentChanges } from '../utils/board';
import { BoardChanges } from './board-changes';
import { CommitteesTable } from './committees-table';
import { DeskSlot } from './desk-slot';
import { useDesk } from './use-desk';
import { DirectorCard } from './director-card';
import { FactsState } from './facts-state';
import { UpdatedOn } from './updated-on';

/**
 * The Board as the company secretary keeps it: the current directors, the changes of the last
 * twelve months, and the committees; with the administrator's Add, Edit and Cease where each is.
 */
export function BoardOfDirectors({ loadDesk }: { loadDesk?: FactsDeskLoader }) {
  const view = useFacts('board');
  const desk = useDesk(loadDesk);
  return (
    <FactsState
      name="board"
      view={view}
      what="the Board of Directors"
      frame="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8"
    >
      {(board) => <Board board={board} desk={desk} />}
    </FactsState>
  );
}

function Board({ board, desk }: { board: BoardFacts; desk?: FactsDeskSlots }) {
  const today = useFactsToday();
  const current = currentDirectors(board.directors, today);
  const sample = board.directors.some((d) => d.is_sample);
  return (
    <>
      <Section aria-labelledby="board-directors" spacing="compact">
        {sample ? (
          <p
            role="note"
            className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          >
            {words.sampleNotice}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="board-directors" className="text-2xl font-bold text-slate-900">
              {words.directorsHeading}
            </h2>
            <UpdatedOn rows={[...board.directors, ...board.committees, ...board.members]} />
          </div>
          {desk ? (
            <DeskSlot>
              <desk.addDirector />
            </DeskSlot>
          ) : null}
        </div>
        {current.length === 0 ? (
          <p className="mt-6 max-w-3xl text-slate-700">{words.notPublished}</p>
        ) : (
          <ul className="mt-6 grid gap-6 lg:grid-cols-2">
            {current.map((director) => (
              <li key={director.id}>
                <DirectorCard
                  director={director}
                  committees={membershipsOf(director, board, today)}
                  actions={
                    desk ? (
                      <DeskSlot>
                        <desk.directorActions director={director} />
                      </DeskSlot>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <h2 id="board-changes" className="mt-12 text-xl font-bold text-slate-900">
          {words.changesHeading}
        </h2>
        <div className="mt-4">
          <BoardChanges
            changes={recentChanges(board.directors, today)}
            empty={words.noChanges}
            actions={
              desk
                ? (director) => (
                    <DeskSlot>
                      <desk.directorActions director={director} />
                    </DeskSlot>
                  )
                : undefined
            }
          />
        </div>
      </Section>
      <Section aria-labelledby="committees" spacing="compact" className="bg-slate-50">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="committees" className="text-2xl font-bold text-slate-900">
            {words.committeesHeading}
          </h2>
          {desk ? (
            <DeskSlot>
              <desk.addCommittee />
            </DeskSlot>
          ) : null}
        </div>
        <div className="mt-6">
          <CommitteesTable
            board={board}
            day={today}
            desk={desk}
            noMembers={words.noCommitteeMembers}
          />
        </div>
      </Section>
    </>
  );
}
