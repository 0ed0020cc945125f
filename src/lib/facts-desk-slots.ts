import type { ComponentType } from 'react';
import type {
  BoardFacts,
  CommitteeRow,
  ContactsRow,
  CreditRatingRow,
  DirectorRow,
  OfficerRow,
} from './company-facts';

// The administrator's pieces that a page hands to the public facts where they are shown (as the
// document tables get theirs, src/lib/document-desk-slots.ts): the public reading path
// (features/company-facts) and the desk (features/facts-desk) follow these types and neither
// imports the other; the page joins them. Given only to the administrator, and lazy, so a
// visitor never loads their code.
export type FactsDeskSlots = {
  addDirector: ComponentType;
  /** Edit, Cease and (for a row entered by mistake) Delete. */
  directorActions: ComponentType<{ director: DirectorRow }>;
  addCommittee: ComponentType;
  /** Change the chair and members from a date; rename; delete an unused committee. */
  committeeActions: ComponentType<{ committee: CommitteeRow; board: BoardFacts }>;
  addOfficer: ComponentType;
  officerActions: ComponentType<{ officer: OfficerRow }>;
  /** Enter the contact details, or change them. */
  contactsActions: ComponentType<{ contacts: ContactsRow | null }>;
  addRating: ComponentType;
  /** Revise and Withdraw only for a rating in force; Edit and Delete for every one. */
  ratingActions: ComponentType<{ rating: CreditRatingRow; inForce?: boolean }>;
};

/** How a page gives its facts the desk: a loader the section calls for the administrator only. */
export type FactsDeskLoader = () => Promise<{ factsDeskSlots: FactsDeskSlots }>;
