/** What the sign-in steps tell the administrator, in one place for the dialog and its tests. */
export const authMessages = {
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  captchaFailed: 'The security check did not pass. Let it finish again, then choose Login.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  notAdministrator:
    'This account is not the site’s administrator, so it cannot open the desk or change the site. Log in with the administrator’s account.',
} as const;
