/**
 * The words of /investor/contact above its document table: the e-mail for investors' grievances
 * (Regulation 46(2)(j) of SEBI's LODR), the officials who handle them (46(2)(k)), the key
 * managerial personnel, the compliance officer (Regulation 6) and the registrar and share
 * transfer agent. The people are data the company secretary keeps on the desk.
 */
export const investorContactPage = {
  grievanceHeading: 'Investor grievances',
  grievanceIntro:
    'Write to this address for any grievance about your shares, dividends or the company’s services to investors (Regulation 46(2)(j) of the SEBI LODR Regulations):',
  grievanceNotPublished:
    'The company has not yet published its e-mail address for investor grievances on this site.',
  officersHeading: 'Officers and the registrar',
  officersIntro:
    'The key managerial personnel, the compliance officer, the officials responsible for investor grievances (Regulation 46(2)(k)) and the registrar and share transfer agent.',
  officersNotPublished:
    'The company has not yet published its officers on this site. Until it does, write to the e-mail address above, or to the registrar and share transfer agent named in the latest annual report.',
  changesHeading: 'Changes in the last twelve months',
  noChanges: 'No officer took charge or left in the last twelve months.',
} as const;
