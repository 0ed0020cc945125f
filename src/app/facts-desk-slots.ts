import { lazy } from 'react';
import type { FactsDeskSlots } from '@/lib/facts-desk-slots';

// The desk's pieces that the pages hand to the public company facts (the Board, the officers,
// the contact details, the credit ratings). The app joins the features, so this lives here and
// the pages import it. Loaded on first render, which only the administrator's pages do: a
// visitor never downloads the forms (react-hook-form, zod) or the full Supabase client.
const desk = () => import('@/features/facts-desk/components/slots');

export const factsDeskSlots: FactsDeskSlots = {
  addDirector: lazy(() => desk().then((m) => ({ default: m.AddDirector }))),
  directorActions: lazy(() => desk().then((m) => ({ default: m.DirectorActions }))),
  addCommittee: lazy(() => desk().then((m) => ({ default: m.AddCommittee }))),
  committeeActions: lazy(() => desk().then((m) => ({ default: m.CommitteeActions }))),
  addOfficer: lazy(() => desk().then((m) => ({ default: m.AddOfficer }))),
  officerActions: lazy(() => desk().then((m) => ({ default: m.OfficerActions }))),
  contactsActions: lazy(() => desk().then((m) => ({ default: m.ContactsActions }))),
  addRating: lazy(() => desk().then((m) => ({ default: m.AddRating }))),
  ratingActions: lazy(() => desk().then((m) => ({ default: m.RatingActions }))),
};
