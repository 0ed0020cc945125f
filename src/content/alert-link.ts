import { paths } from '@/config/paths';

/** The link to the e-mail alerts beside the disclosures' feed on /investor (its own few words). */
export const alertLink = {
  text: 'Get e-mail alerts',
  hint: 'when the company publishes a disclosure.',
  to: paths.investor.alerts,
} as const;
