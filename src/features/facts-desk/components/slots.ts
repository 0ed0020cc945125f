// Every piece the public pages' facts get for the administrator, from one module, so the
// desk's code is one chunk that only a signed-in administrator's page loads
// (src/app/facts-desk-slots.ts).
export { AddCommittee, CommitteeActions } from './committee-actions';
export { ContactsActions } from './contacts-actions';
export { AddDirector, DirectorActions } from './director-actions';
export { AddOfficer, OfficerActions } from './officer-actions';
export { AddRating, RatingActions } from './rating-actions';
