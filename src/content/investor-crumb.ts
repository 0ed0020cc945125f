import { sitePaths } from '@/config/site-paths';

/** The middle crumb of every investor page: the investors' home. */
export const investorCrumb = { label: 'Investor', to: sitePaths.investor.home };
