/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * A local account's member data set aside while another member uses the phone (no backend): `vita365_account_data:<account id>`, or `vita365_unclaimed_data` for data older than local accounts that nobody has claimed yet. Each value is what the spec's storage key held, in that key's shape, with the schema version it was written under.
 */
export interface AccountData {
  /**
   * The owner's account id; empty for unclaimed data.
   */
  accountId: string;
  savedAt: string;
  keys: {
    [k: string]:
      | {
          version: number;
          value: unknown;
        }
      | undefined;
  };
  /**
   * Unclaimed data only: the accounts that answered that it is not theirs.
   *
   * @maxItems 200
   */
  declinedBy?: string[];
}
