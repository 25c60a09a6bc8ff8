/**
 * The one interface of the identity-verification widget, met by the Sumsub
 * WebSDK wrapper (production) and by the mock environment's stand-in. Shared by the
 * client's check (KYC) and the company's (KYB), which the route screens compose.
 */
export interface VerifierWidgetProps {
  /** The KYC or KYB token from the Client API. */
  accessToken: string;
  /** Called when the token expires: resolves to a fresh token from the Client API. */
  expirationHandler: () => Promise<string>;
  /** Language of the widget's texts, e.g. "en". */
  locale: string;
  /** The widget's events, named as the Sumsub WebSDK names them (`idCheck.*`). */
  onMessage: (type: string, payload: unknown) => void;
  /** The widget could not load or continue. */
  onError: (error: unknown) => void;
}

/** Events after which the applicant's (client's or company's) status may have changed. */
export const APPLICANT_EVENTS: readonly string[] = [
  'idCheck.onApplicantSubmitted',
  'idCheck.onApplicantResubmitted',
  'idCheck.onApplicantStatusChanged',
];
