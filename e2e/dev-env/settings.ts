// What the dev-environment journeys need to know of an environment beyond its personas'
// logins: whom to find, whom to pay, and the new user's details. Each comes from a variable
// (README: "Testing against a dev environment"); the defaults fit the mock's personas.

const read = (name: string, fallback: string): string => {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
};

export const devSettings = {
  /** A customer the `ada` persona finds by phone and by email, with an account in EUR. */
  findPhone: read('E2E_FIND_PHONE', '+44 7700 900456'),
  findEmail: read('E2E_FIND_EMAIL', 'grace@example.com'),
  /** The name of one of `ada`'s saved recipients who receives EUR (else the first offered). */
  savedRecipient: process.env['E2E_SAVED_RECIPIENT']?.trim() || null,
  /** A SEPA account `ada` pays: IBAN and holder. */
  sepaIban: read('E2E_SEPA_IBAN', 'NL91ABNA0417164300'),
  sepaName: read('E2E_SEPA_NAME', 'Hans'),
  sepaSurname: read('E2E_SEPA_SURNAME', 'Muster'),
  /** The company `acme` acts for (its name as GET /v2/companies gives it), else the first verified one. */
  company: process.env['E2E_COMPANY_NAME']?.trim() || null,
  /** Whether the environment's identity check is the test verifier (`verifier: "mock"`). */
  testVerifier: read('E2E_TEST_VERIFIER', '1') !== '0',
  /** The `new` persona's details for its client profile. */
  newName: read('E2E_NEW_NAME', 'Grace'),
  newSurname: read('E2E_NEW_SURNAME', 'Hopper'),
  newNationality: read('E2E_NEW_NATIONALITY', 'United States'),
  newBirthday: read('E2E_NEW_BIRTHDAY', '1986-12-09'),
  newPhone: read('E2E_NEW_PHONE', '+1 202 555 0147'),
} as const;
