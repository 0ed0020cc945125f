import {
  DOCUMENT_TABLES,
  isDocumentTableName,
  type DocumentTableName,
} from '@/lib/document-tables';

/** Everything the UI says about one document table. */
export type DocumentTableConfig = {
  table: DocumentTableName;
  /** The table's contents as a heading or list label, e.g. 'Circulars'. */
  label: string;
  /** What one row is called, e.g. 'Circular'; used in accessible names and dialogs. */
  itemName: string;
  /** The Add button's label and the Add dialog's title (spec section 2). */
  addTitle: string;
  /** Spec section 8: the load-failure toast, with its per-page variants. */
  loadErrorMessage: string;
  /** Spec section 8: the delete-success toast, with its per-page variants. */
  deleteSuccessMessage: string;
};

const DEFAULT_LOAD_ERROR = 'Failed to load documents';
const DEFAULT_DELETE_SUCCESS = 'Document deleted successfully';

type Entry = Omit<DocumentTableConfig, 'table' | 'loadErrorMessage' | 'deleteSuccessMessage'> &
  Partial<Pick<DocumentTableConfig, 'loadErrorMessage' | 'deleteSuccessMessage'>>;

// `satisfies` makes the compiler reject a missing or misspelt table name.
const entries = {
  investor_services_circulars: {
    label: 'Circulars',
    itemName: 'Circular',
    addTitle: 'Add New Circular',
  },
  investor_services_forms: { label: 'Forms', itemName: 'Form', addTitle: 'Add New Form' },
  mgt_mgt7: {
    label: 'Annual Returns (Form MGT-7)',
    itemName: 'MGT-7 Annual Return',
    addTitle: 'Add MGT-7 Annual Return',
  },
  mgt_mgt9: {
    // History: the extract was dropped on 5 March 2021 (see investor-document-pages.ts).
    label: 'MGT-9 Extracts of Annual Return (until 2021)',
    itemName: 'MGT-9 Extract',
    addTitle: 'Add MGT-9 Extract',
  },
  secretarial_compliance: {
    label: 'Secretarial Compliance Reports',
    itemName: 'Secretarial Compliance Report',
    addTitle: 'Add Secretarial Compliance Report',
  },
  independent_director: {
    label: 'Appointment Letters',
    itemName: 'Appointment Letter',
    addTitle: 'Add Appointment Letter',
    loadErrorMessage: 'Failed to load appointment documents',
  },
  independent_director_tc: {
    label: 'Terms and Conditions',
    itemName: 'Terms and Conditions Document',
    addTitle: 'Add Terms and Conditions',
    loadErrorMessage: 'Failed to load terms and conditions documents',
  },
  investor_contact: {
    label: 'Investor Contact Documents',
    itemName: 'Contact Document',
    addTitle: 'Add Contact Document',
    loadErrorMessage: 'Failed to load contact documents',
  },
  management_structure: {
    label: 'Management and Committee Structure',
    itemName: 'Management Structure Document',
    addTitle: 'Add Management Structure Document',
    loadErrorMessage: 'Failed to load management structure documents',
  },
  register_closure: {
    label: 'Notices of Closure of Register of Members',
    itemName: 'Register Closure Notice',
    addTitle: 'Add Register Closure Notice',
  },
  general_meeting: {
    label: 'Notices of General Meeting',
    itemName: 'General Meeting Notice',
    addTitle: 'Add General Meeting Notice',
  },
  voting_results: {
    label: 'Outcomes of Voting Results',
    itemName: 'Voting Result',
    addTitle: 'Add Voting Result',
  },
  policies: {
    label: 'Policies',
    itemName: 'Policy',
    addTitle: 'Add New Policy',
    loadErrorMessage: 'Failed to load policies',
    deleteSuccessMessage: 'Policy deleted successfully',
  },
  corporate_announcement: {
    label: 'Corporate Announcements',
    itemName: 'Corporate Announcement',
    addTitle: 'Add Corporate Announcement',
    loadErrorMessage: 'Failed to load corporate announcements',
    deleteSuccessMessage: 'Corporate announcement deleted successfully',
  },
  reports_certificates: {
    label: 'Reports and Certificates',
    itemName: 'Report or Certificate',
    addTitle: 'Add Report/Certificate',
    loadErrorMessage: 'Failed to load reports and certificates',
    deleteSuccessMessage: 'Report/certificate deleted successfully',
  },
  newspaper_publication: {
    label: 'Newspaper Publications',
    itemName: 'Newspaper Publication',
    addTitle: 'Add Newspaper Publication',
    loadErrorMessage: 'Failed to load newspaper publications',
    deleteSuccessMessage: 'Newspaper publication deleted successfully',
  },
  shareholding_pattern: {
    label: 'Shareholding Patterns',
    itemName: 'Shareholding Pattern',
    addTitle: 'Add Shareholding Pattern',
    loadErrorMessage: 'Failed to load shareholding pattern documents',
    deleteSuccessMessage: 'Shareholding pattern deleted successfully',
  },
  quarterly_report: {
    label: 'Quarterly Reports on Corporate Governance',
    itemName: 'Quarterly Governance Report',
    addTitle: 'Add Quarterly Governance Report',
  },
  annual_report: {
    label: 'Annual Reports',
    itemName: 'Annual Report',
    addTitle: 'Add Annual Report',
  },
  board_meeting: {
    label: 'Board Meetings',
    itemName: 'Board Meeting Document',
    addTitle: 'Add Board Meeting Document',
  },
  financial_report: {
    label: 'Financial Reports',
    itemName: 'Financial Report',
    addTitle: 'Add Financial Report',
  },
  integrated_filing_financial: {
    label: 'Integrated Filing (Financial)',
    itemName: 'Integrated Filing',
    addTitle: 'Add Integrated Filing',
  },
  familiarization_program: {
    label: 'Familiarization Programmes for Independent Directors',
    itemName: 'Familiarization Programme Document',
    addTitle: 'Add Familiarization Programme Document',
  },
  unpaid_dividend_statements: {
    label: 'Statements of Unpaid and Unclaimed Dividends',
    itemName: 'Unpaid Dividend Statement',
    addTitle: 'Add Unpaid Dividend Statement',
    loadErrorMessage: 'Failed to load unpaid dividend statements',
  },
  iepf_transfer_notices: {
    label: 'Notices of Shares Due for Transfer to IEPF',
    itemName: 'IEPF Transfer Notice',
    addTitle: 'Add IEPF Transfer Notice',
    loadErrorMessage: 'Failed to load IEPF transfer notices',
  },
  integrated_filing_governance: {
    label: 'Integrated Filing (Governance)',
    itemName: 'Integrated Filing (Governance)',
    addTitle: 'Add Integrated Filing (Governance)',
  },
} satisfies Record<DocumentTableName, Entry>;

export const documentRegistry = Object.fromEntries(
  DOCUMENT_TABLES.map((table): [DocumentTableName, DocumentTableConfig] => {
    const entry: Entry = entries[table];
    return [
      table,
      {
        table,
        ...entry,
        loadErrorMessage: entry.loadErrorMessage ?? DEFAULT_LOAD_ERROR,
        deleteSuccessMessage: entry.deleteSuccessMessage ?? DEFAULT_DELETE_SUCCESS,
      },
    ];
  }),
) as Record<DocumentTableName, DocumentTableConfig>;

/** The table's configuration; spec section 5: an unknown name raises 'Invalid table type'. */
export function getDocumentTableConfig(table: string): DocumentTableConfig {
  if (!isDocumentTableName(table)) throw new Error('Invalid table type');
  return documentRegistry[table];
}
