/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Stripe publishable key (pk_…): the payment page then uses Stripe's card element. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /** Web Push VAPID public key (issue 45): phones subscribe to the server's reminders with it. */
  readonly VITE_VAPID_PUBLIC_KEY?: string;
}

declare module 'virtual:storage-validator/*' {
  /** The standalone ajv validator of schemas/storage/<$id>.schema.json (compiled at build time). */
  export const validate: ((value: unknown) => boolean) & {
    errors?: ReadonlyArray<{ readonly instancePath: string }> | null;
  };
}

declare module 'virtual:audio-files' {
  /** The URL of every recording under public/audio/ when the app was built ('/audio/x.mp3'). */
  export const audioFiles: readonly string[];
}

declare module 'virtual:triage-titles' {
  /** Each triage test's title by its id, from content/triage/tests/ when the app was built. */
  export const triageTitles: Readonly<Record<string, string>>;
}
