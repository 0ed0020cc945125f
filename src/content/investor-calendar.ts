import { investorCrumb } from './investor-crumb';

/** The investor calendar's words. */
export const investorCalendarPage = {
  title: 'Investor Calendar',
  breadcrumbs: [investorCrumb],
  description:
    'Board meetings, general meetings, earnings calls, analyst meets, record dates and book closures, with each one downloadable for your calendar. Times are in IST.',
  upcomingHeading: 'Upcoming events',
  pastHeading: 'Past events',
  noUpcoming: 'No upcoming events have been announced yet.',
  noPast: 'No past events yet.',
  loadError: 'The calendar could not be loaded.',
  cancelled: 'Cancelled',
  download: 'Add to calendar (.ics)',
  subscribeHeading: 'Subscribe',
  subscribeLink: 'Subscribe to the investor calendar (.ics feed)',
  subscribeHint:
    'Or copy this address into your calendar app (Google Calendar: Other calendars, From URL; Outlook: Add calendar, Subscribe from web). Your app checks it for new, moved and cancelled events.',
  /** The name a calendar app gives what it imports. */
  calendarName: 'Health For All: investor calendar',
};
