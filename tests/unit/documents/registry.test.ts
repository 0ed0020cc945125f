import { describe, expect, it } from 'vitest';
import { documentRegistry, getDocumentTableConfig } from '@/lib/document-registry';
import { DOCUMENT_TABLES } from '@/lib/document-tables';

describe('document registry', () => {
  it('has one entry for each of the 25 tables', () => {
    expect(Object.keys(documentRegistry).sort()).toEqual([...DOCUMENT_TABLES].sort());
  });

  it('names the Add dialogs of the specification', () => {
    expect(documentRegistry.investor_services_circulars.addTitle).toBe('Add New Circular');
    expect(documentRegistry.investor_services_forms.addTitle).toBe('Add New Form');
    expect(documentRegistry.annual_report.addTitle).toBe('Add Annual Report');
  });

  it('keeps the load-failure and delete-success variants of section 8', () => {
    expect(documentRegistry.policies.loadErrorMessage).toBe('Failed to load policies');
    expect(documentRegistry.policies.deleteSuccessMessage).toBe('Policy deleted successfully');
    expect(documentRegistry.independent_director.loadErrorMessage).toBe(
      'Failed to load appointment documents',
    );
    expect(documentRegistry.mgt_mgt7.loadErrorMessage).toBe('Failed to load documents');
    expect(documentRegistry.mgt_mgt7.deleteSuccessMessage).toBe('Document deleted successfully');
  });

  it("throws 'Invalid table type' for an unknown table", () => {
    expect(() => getDocumentTableConfig('users')).toThrow('Invalid table type');
  });
});
