// PLACEHOLDER (issue 4 replaces this file)
export type InvestorDocumentPage = { path: string; title: string };
export const investorDocumentPages: InvestorDocumentPage[] = [];
