/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Stripe publishable key (pk_…): the payment page then uses Stripe's card element. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

declare module 'virtual:storage-validators' {
  /** Standalone ajv validators for schemas/storage/*.schema.json, keyed by the schema's $id. */
  export const storageValidators: Readonly<Record<string, (data: unknown) => boolean>>;
}
