import type { DocumentTableName } from '@/lib/document-tables';
import type { InvestorDocumentPage } from './document-pages/document-page';
import { page as memorandumAndArticles } from './document-pages/memorandum-and-articles';
import { page as investorServices } from './document-pages/investor-services';
import { page as mgt } from './document-pages/mgt';
import { page as secretarialCompliance } from './document-pages/secretarial-compliance';
import { page as independentDirector } from './document-pages/independent-director';
import { page as financialReports } from './document-pages/financial-reports';
import { page as investorContact } from './document-pages/investor-contact';
import { page as managementStructure } from './document-pages/management-structure';
import { page as registerClosure } from './document-pages/register-closure';
import { page as generalMeeting } from './document-pages/general-meeting';
import { page as votingResults } from './document-pages/voting-results';
import { page as policies } from './document-pages/policies';
import { page as quarterlyGovernance } from './document-pages/quarterly-governance';
import { page as shareholdingPattern } from './document-pages/shareholding-pattern';
import { page as corporateAnnouncement } from './document-pages/corporate-announcement';
import { page as reportsCertificates } from './document-pages/reports-certificates';
import { page as newspaperPublication } from './document-pages/newspaper-publication';
import { page as familiarizationProgram } from './document-pages/familiarization-program';
import { page as unclaimedDividends } from './document-pages/unclaimed-dividends';

export type { InvestorDocumentPage, InvestorDocumentSection } from './document-pages/document-page';

/**
 * Every investor route whose content is document tables (spec section 2's route table), in the
 * menu's order: each page is a module of its own (./document-pages/), which its route loads
 * alone. This whole list is for what shows or checks every page at once (the prerender, search,
 * the latest disclosures, Regulation 46, the desk), never for a page of its own.
 */
export const investorDocumentPages: InvestorDocumentPage[] = [
  memorandumAndArticles,
  investorServices,
  mgt,
  secretarialCompliance,
  independentDirector,
  financialReports,
  investorContact,
  managementStructure,
  registerClosure,
  generalMeeting,
  votingResults,
  policies,
  quarterlyGovernance,
  shareholdingPattern,
  corporateAnnouncement,
  reportsCertificates,
  newspaperPublication,
  familiarizationProgram,
  unclaimedDividends,
];

/** The investor page at a path that is known to be one; a unit test holds the list to that. */
export function documentPageFor(path: string): InvestorDocumentPage {
  const page = investorDocumentPages.find((p) => p.path === path);
  if (!page) throw new Error(`No investor document page at ${path}`);
  return page;
}

/** The page that shows a table's documents: where a search result or a latest disclosure leads. */
export function documentPageOf(table: DocumentTableName): InvestorDocumentPage {
  const page = investorDocumentPages.find((p) => p.sections.some((s) => s.table === table));
  // Every table is on a page; a unit test holds the list to that.
  if (!page) throw new Error(`No investor page shows ${table}`);
  return page;
}

/** The document tables shown at a path; none for a page that is not made of document tables. */
export function documentTablesAt(path: string): DocumentTableName[] {
  return investorDocumentPages.find((p) => p.path === path)?.sections.map((s) => s.table) ?? [];
}
