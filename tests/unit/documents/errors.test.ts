import { describe, expect, it } from 'vitest';
import { AddDocumentError, describeAddError, describeDeleteError } from '@/features/desk/errors';
import { isPermissionError, PermissionDeniedError } from '@/lib/request-errors';

describe('isPermissionError', () => {
  it.each([
    { code: '42501', message: 'new row violates row-level security policy for table "policies"' },
    { code: 'PGRST301', message: 'JWT expired' },
    { code: 'XX000', message: 'Permission denied for table policies' },
    { message: 'violates row level security' },
    { message: 'new row violates row-level security policy' },
  ])('recognises %o', (error) => {
    expect(isPermissionError(error)).toBe(true);
  });

  it.each([
    { code: '23514', message: 'violates check constraint' },
    { code: '23505', message: 'duplicate key' },
    null,
    'permission denied',
    undefined,
  ])('does not treat %o as a permission error', (error) => {
    expect(isPermissionError(error)).toBe(false);
  });
});

describe('describeAddError', () => {
  it('asks for a login when there is no session', () => {
    expect(describeAddError(new AddDocumentError('no-session'))).toEqual({
      title: 'Error',
      description: 'You must be logged in to add documents.',
    });
  });

  it('maps a permission error from the insert to the permission message', () => {
    const error = new AddDocumentError('insert', { code: '42501', message: 'denied' });
    expect(describeAddError(error)).toEqual({
      title: 'Error',
      description: 'You do not have permission to add documents. Please check your login status.',
    });
  });

  it('reports any other insert error as a database error with its message', () => {
    const error = new AddDocumentError('insert', { code: '23514', message: 'check failed' });
    expect(describeAddError(error)).toEqual({
      title: 'Error',
      description: 'Database error: check failed',
    });
  });

  it('reports an upload failure with the upload toast', () => {
    const error = new AddDocumentError('upload', new Error('The object exceeded the maximum size'));
    expect(describeAddError(error)).toEqual({
      title: 'Upload Failed',
      description: 'Error uploading file: The object exceeded the maximum size',
    });
  });
});

describe('describeDeleteError', () => {
  it.each([
    { code: '42501', message: 'permission denied for table policies' },
    { code: 'PGRST301', message: 'JWT expired' },
    { message: 'row level security' },
    new PermissionDeniedError(),
  ])('says Unauthorized for %o', (error) => {
    expect(describeDeleteError(error)).toEqual({
      title: 'Unauthorized',
      description: 'You must be logged in to delete documents.',
    });
  });

  it('says the delete failed for anything else', () => {
    expect(describeDeleteError(new Error('socket hang up'))).toEqual({
      title: 'Error',
      description: 'Failed to delete document',
    });
  });
});
