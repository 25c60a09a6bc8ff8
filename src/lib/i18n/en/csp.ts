/**
 * English texts of a sign-in the page's Content-Security-Policy stopped (issue 36 §1): the
 * customer is told it is not theirs to fix, the site's operators what was refused and where
 * the fix is described. Addresses, directives, file names and commands are placeholders.
 */
export const cspEn = {
  'csp.callbackRefusedBody':
    'This site’s security settings stopped sign-in from reaching an address it needs. Your account is fine: the bank has to correct the settings.',
  'csp.requestRefusedBody':
    'This site’s security settings stopped the app from reaching an address it needs. Your account is fine: the bank has to correct the settings.',
  'csp.forOperators': 'For the site’s operators',
  'csp.refusal': 'The Content-Security-Policy directive {directive} refused {address}.',
  'csp.howToFix': '{doc} says how to allow it: {command}',
} as const;
