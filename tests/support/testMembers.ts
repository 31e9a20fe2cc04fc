// The people of the tests, written once. Ana is the spec's demo member and the plan holder of the
// family tests; Pedro joins her family; Beto is another member whose data must never mix with Ana's.
// Each has an identity, the account a hosted test signs up with (`accountOf`) and the metadata the app
// writes at sign-up (`signUpMetadataOf`). The stored members built on them: `demoMember`
// (tests/e2e/support/test.ts), the holders who paid (tests/e2e/support/membership.ts) and the
// benchmark's members (tests/support/benchMembers.ts).

export interface TestPerson {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly alias: string;
  readonly cardId: string;
  readonly curp: string;
}

export const ana: TestPerson = {
  id: '7c1e3a52-1111-4c5e-9e0a-2b1f9c7d0e11',
  email: 'ana.lopez@example.com',
  password: 'secreto1',
  name: 'Ana López García',
  alias: 'Ana',
  cardId: 'VITA-7C1E3A52',
  curp: 'LOGA800101MDFPRN09',
};

export const pedro: TestPerson = {
  id: '3f2a9c1b-2222-4a8b-9c0d-1e2f3a4b5c6d',
  email: 'pedro.lopez@example.com',
  password: 'secreto2',
  name: 'Pedro López',
  alias: 'Pedro',
  cardId: 'VITA-3F2A9C1B',
  curp: 'LOPP820202HDFPDR01',
};

export const beto: TestPerson = {
  id: '9d8e7f6a-3333-4b5c-8d9e-0f1a2b3c4d5e',
  email: 'beto.ruiz@example.com',
  password: 'secreto2',
  name: 'Beto Ruiz',
  alias: 'Beto',
  cardId: 'VITA-9D8E7F6A',
  curp: 'RUXB850303HDFZTT02',
};

/** What a hosted test signs up and logs in with. */
export const accountOf = (person: TestPerson) => ({
  email: person.email,
  password: person.password,
});

/** The metadata the app writes at sign-up (spec §7: name, alias, card number). */
export const signUpMetadataOf = (person: TestPerson) => ({
  name: person.name,
  alias: person.alias,
  vita_card_id: person.cardId,
});
