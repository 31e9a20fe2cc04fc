// npm run payments:refusals -- [--since 2026-11-01] [--limit 50] [--json]
// Prints the payment events the Stripe webhook refused for good (answered 2xx and kept instead of
// being retried): a payment it will not record for a member, a refund or dispute it cannot apply.
// Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in the environment (never put that key in the
// app or in a browser). docs/payments.md says what to do with each reason.
import { runPaymentRefusals } from './paymentRefusals.ts';

process.exitCode = await runPaymentRefusals(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
