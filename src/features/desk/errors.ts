import { errorMessage, isPermissionError, type ToastText } from '@/lib/request-errors';

/** Deleting a row that is already gone (another tab, another admin): information, not an error. */
export const ALREADY_DELETED: ToastText = {
  title: 'Already deleted',
  description: 'This document was already deleted.',
};

export type AddDocumentFailure = 'no-session' | 'upload' | 'insert';

/** Why adding a document failed; `cause` is the backend's error when there was one. */
export class AddDocumentError extends Error {
  readonly reason: AddDocumentFailure;
  constructor(reason: AddDocumentFailure, cause?: unknown) {
    super(reason === 'no-session' ? 'No active session' : errorMessage(cause), { cause });
    this.name = 'AddDocumentError';
    this.reason = reason;
  }
}

export function describeAddError(error: unknown): ToastText {
  if (error instanceof AddDocumentError) {
    if (error.reason === 'no-session') {
      return { title: 'Error', description: 'You must be logged in to add documents.' };
    }
    if (error.reason === 'upload') {
      return { title: 'Upload Failed', description: `Error uploading file: ${error.message}` };
    }
  }
  const cause = error instanceof AddDocumentError ? error.cause : error;
  if (isPermissionError(cause)) {
    return {
      title: 'Error',
      description: 'You do not have permission to add documents. Please check your login status.',
    };
  }
  return { title: 'Error', description: `Database error: ${errorMessage(cause)}` };
}

export function describeDeleteError(error: unknown): ToastText {
  if (isPermissionError(error)) {
    return { title: 'Unauthorized', description: 'You must be logged in to delete documents.' };
  }
  return { title: 'Error', description: 'Failed to delete document' };
}

/** Editing reuses the Add form's failures, worded for a change rather than an addition. */
export function describeEditError(error: unknown): ToastText {
  if (error instanceof AddDocumentError && error.reason === 'no-session') {
    return { title: 'Error', description: 'You must be logged in to edit documents.' };
  }
  if (error instanceof AddDocumentError && error.reason === 'upload') {
    return {
      title: 'Upload Failed',
      description: `Error uploading file: ${error.message}. The document still has its old file.`,
    };
  }
  const cause = error instanceof AddDocumentError ? error.cause : error;
  if (isPermissionError(cause)) {
    return { title: 'Error', description: 'You do not have permission to edit documents.' };
  }
  return { title: 'Error', description: `The document was not changed: ${errorMessage(cause)}` };
}

/** Archive, restore and delete for good: who may not, and what else went wrong. */
export function describeArchiveError(error: unknown, action: string): ToastText {
  if (isPermissionError(error)) {
    return { title: 'Unauthorized', description: `You do not have permission to ${action}.` };
  }
  return { title: 'Error', description: `Could not ${action}: ${errorMessage(error)}` };
}
