/**
 * What the shareholding reader knows of BSE's shareholding pattern taxonomy (prefix `in-bse-shp`,
 * namespace http://www.bseindia.com/xbrl/shp/<version>/in-bse-shp; NSE takes the same instance),
 * and how its categories of shareholders map to the site's.
 *
 * Read from the 2025-10-31 schema as BSE publishes it (in-bse-shp-2025-10-31.xsd; a copy in
 * GitHub eggmasonvalue/nse-xbrl-parser, src/nse_xbrl_parser/taxonomies/SHP Taxonomy_2025-10-31):
 * one dimension, CategoryOfShareholdersAxis, whose members are the rows of the format's Tables
 * I to IV (SEBI circular CIR/CFD/CMD/13/2015, Annexure I, Tables III and IV as revised by
 * SEBI/HO/CFD/PoD-1/P/CIR/2022/92): ShareholdingPatternMember (the total), the promoter and
 * promoter group (A), the public (B) with its institutions domestic (B1) and foreign (B2),
 * governments (B3) and non-institutions (B4), and the non promoter - non public (C1, C2).
 * NumberOfShares is the format's column VII, "total nos. shares held" (fully and partly paid
 * shares and those underlying depository receipts). Named holders (each promoter, each public
 * holder above 1%) are in contexts with a further, typed dimension, and are not read.
 *
 * The 2022-09-30 version spells some members differently (MutualFundsOrUti,
 * InstitutionsForeignPortfolioInvestorCatergoryOne, NBFCsRegisteredWithRbi, "...IsisTrustee...")
 * and its instances date the pattern in a context named OneI where 2025-10-31's use MainI;
 * public parsers of NSE's files list both spellings. Members are therefore matched without
 * regard to case, with the older spellings listed, and never by a context's id.
 */
import type { ShareholdingCategoryKey } from '@/lib/shareholding';
import type { Taxonomy } from '@/lib/xbrl/read-instance';

export const SHP_TAXONOMY: Taxonomy = {
  namespace: /^http:\/\/www\.bseindia\.com\/xbrl\/shp\/\d{4}-\d{2}-\d{2}\/in-bse-shp$/,
  family: /^http:\/\/www\.bseindia\.com\/xbrl\/shp\//,
  // A pattern names every promoter and every public holder above 1%, each with a dozen facts: a
  // few thousand at most.
  maxFacts: 20_000,
  fileWords: 'shareholding pattern XBRL file',
  taxonomyWords: 'the shareholding pattern taxonomy (in-bse-shp) the exchange takes patterns in',
  shortWords: 'the shareholding pattern taxonomy',
  sizeWords: 'a shareholding pattern holds a few thousand',
};

export const CATEGORY_AXIS = 'CategoryOfShareholdersAxis';
export const SHARES = 'NumberOfShares';
export const DATE_OF_REPORT = 'DateOfReport';
export const COMPANY = 'NameOfTheCompany';
/** The total the pattern states (Table I, its total row). */
export const TOTAL_MEMBER = 'shareholdingpattern';

/**
 * Each member (lower case, without "Member") that is a category of the site, and which. Every
 * share of the pattern is in exactly one of these; the subtotals below are not added.
 */
export const MEMBER_CATEGORY: Record<string, ShareholdingCategoryKey> = {
  // (A) Table II, as a whole.
  shareholdingofpromoterandpromotergroup: 'promoter_shares',
  // (B1) Institutions (domestic).
  mutualfundsoruti: 'mutual_fund_shares',
  banks: 'bank_shares',
  insurancecompanies: 'insurance_company_shares',
  venturecapitalfunds: 'other_institution_shares',
  alternativeinvestmentfunds: 'other_institution_shares',
  providentfundsorpensionfunds: 'other_institution_shares',
  assetreconstructioncompanies: 'other_institution_shares',
  sovereignwealthfundsdomestic: 'other_institution_shares',
  nbfcsregisteredwithrbi: 'other_institution_shares',
  otherfinancialinstitutions: 'other_institution_shares',
  otherinstitutionsdomestic: 'other_institution_shares',
  // (B2) Institutions (foreign).
  institutionsforeignportfolioinvestorcategoryone: 'foreign_portfolio_investor_shares',
  institutionsforeignportfolioinvestorcategorytwo: 'foreign_portfolio_investor_shares',
  institutionsforeignportfolioinvestorcatergoryone: 'foreign_portfolio_investor_shares',
  institutionsforeignportfolioinvestorcatergorytwo: 'foreign_portfolio_investor_shares',
  foreigndirectinvestment: 'other_institution_shares',
  foreignventurecapitalinvestors: 'other_institution_shares',
  sovereignwealthfundsforeign: 'other_institution_shares',
  overseasdepositories: 'other_institution_shares',
  otherinstitutionsforeign: 'other_institution_shares',
  // (B3) Central government / President of India, state governments / Governors, and bodies
  // corporate where either is a promoter.
  centralgovernmentorpresidentofindia: 'government_shares',
  stategovernmentsorgovernors: 'government_shares',
  shareholdingbycompaniesorbodiescorporatewherecentralorstategovernmentispromoter:
    'government_shares',
  // (B4) Non-institutions.
  residentindividualshareholdersholdingnominalsharecapitaluptorstwolakh:
    'resident_individual_shares',
  residentindividualshareholdersholdingnominalsharecapitalinexcessofrstwolakh:
    'resident_individual_shares',
  bodiescorporate: 'bodies_corporate_shares',
  associatecompaniesorsubsidiaries: 'other_non_institution_shares',
  directorsanddirectorsrelatives: 'other_non_institution_shares',
  keymanagerialpersonnel: 'other_non_institution_shares',
  relativesofpromotersotherthanpromotergroup: 'other_non_institution_shares',
  trustswhereanypersonbelongingtopromoterandpromotergroupistrusteeorbeneficiaryorauthoroftrust:
    'other_non_institution_shares',
  trustswhereanypersonbelongingtopromoterandpromotergroupisistrusteeorbeneficiaryorauthoroftrust:
    'other_non_institution_shares',
  investoreducationandprotectionfund: 'other_non_institution_shares',
  nonresidentindians: 'other_non_institution_shares',
  foreignnationals: 'other_non_institution_shares',
  foreigncompanies: 'other_non_institution_shares',
  othernoninstitutions: 'other_non_institution_shares',
  // (C) Table IV.
  custodianordrholder: 'depository_receipt_shares',
  employeebenefitstrusts: 'employee_trust_shares',
};

/** Subtotals and the promoter's own rows: read into (A) or the total, never added again. */
export const SUBTOTAL_MEMBERS = new Set([
  TOTAL_MEMBER,
  'publicshareholding',
  'institutionsdomestic',
  'institutionsforeign',
  'governments',
  'goverments',
  'noninstitutions',
  'sharesheldbynonpromoternonpublicshareholders',
  'indian',
  'foreign',
  'individualsorhinduundividedfamily',
  'centralgovernmentorstategovernments',
  'indianfinancialinstitutionsorbanks',
  'otherindianshareholders',
  'nonresidentindividualsorforeignindividuals',
  'foreigngovernment',
  'foreigninstitutions',
  'foreignportfolioinvestor',
  'otherforeignshareholders',
]);

/** `in-bse-shp:MutualFundsOrUTIMember` as the map's key: `mutualfundsoruti`. */
export const memberKey = (qname: string) =>
  qname
    .replace(/^.*:/, '')
    .replace(/Member$/, '')
    .toLowerCase();
