/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * The signed-in member as kept in `vita-user` (demo mode) and as returned by the auth backend (spec §3 User). Extra keys the backend adds are kept.
 */
export interface User {
  id: string;
  email: string;
  aud?: string;
  created_at?: string;
  app_metadata?: {
    provider?: string;
    [k: string]: unknown | undefined;
  };
  user_metadata: UserMetadata;
  [k: string]: unknown | undefined;
}
export interface UserMetadata {
  name?: string;
  alias?: string;
  vita_card_id?: string;
  activation_code?: string | null;
  avatarUrl?: string | null;
  phone?: string;
  curp?: string;
  birthDate?: string;
  planStatus?: 'pending' | 'active';
  paymentDetails?: PaymentDetails;
  familyId?: string | null;
  familyMembers?: FamilyMember[];
  [k: string]: unknown | undefined;
}
export interface PaymentDetails {
  paymentId: string;
  plan: string;
  familySize: number;
  frequency: string;
  totalAmount: number;
  paymentDate: string;
  nextPaymentDate: string;
  cardholderName?: string;
  [k: string]: unknown | undefined;
}
export interface FamilyMember {
  name: string;
  curp?: string;
  birthDate?: string;
  [k: string]: unknown | undefined;
}
