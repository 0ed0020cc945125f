/** What the sign-in steps tell the administrator, in one place for the dialog and its tests. */
export const authMessages = {
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
} as const;
