import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { BoardFacts } from '@/lib/company-facts';
import type { FactsDeskSlots } from '@/lib/facts-desk-slots';
import { committeeOn } from '@/lib/fact-terms';
import { DeskSlot } from './desk-slot';

/** Each committee with its chair and members on `day` (Regulation 46(2)(c)). */
export function CommitteesTable({
  board,
  day,
  desk,
  noMembers,
}: {
  board: BoardFacts;
  day: string;
  desk?: FactsDeskSlots;
  noMembers: string;
}) {
  return (
    <Table stacked className="md:min-w-[44rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Committee</TableHead>
          <TableHead>Chair</TableHead>
          <TableHead>Members</TableHead>
          {desk ? <TableHead>Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {board.committees.map((committee) => {
          const seats = committeeOn(committee, board, day);
          const chair = seats.find((s) => s.member.role === 'chair');
          return (
            <TableRow key={committee.id}>
              <TableCell data-label="Committee">
                <span>
                  <span className="font-medium">{committee.name}</span>
                  <span className="block text-xs text-slate-500">
                    {committee.constituted_under}
                  </span>
                </span>
              </TableCell>
              <TableCell data-label="Chair">{chair?.director.name ?? '—'}</TableCell>
              <TableCell data-label="Members">
                {seats.length === 0 ? (
                  noMembers
                ) : (
                  <ul>
                    {seats.map(({ member, director }) => (
                      <li key={member.id}>{director.name}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
              {desk ? (
                <TableCell data-label="Actions">
                  <DeskSlot>
                    <desk.committeeActions committee={committee} board={board} />
                  </DeskSlot>
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
