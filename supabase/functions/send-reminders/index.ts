// Entry of the send-reminders Edge Function. Deploy it with `--no-verify-jwt`: pg_cron sends the
// function's own secret and a notification's buttons send a signed token, not a Supabase session.
import { actionTokens } from './actionToken.ts';
import { webPushDelivery } from './pushDelivery.ts';
import { postgrestReminderStore } from './reminderStore.ts';
import { requiredEnv, sendRemindersHandler } from './sendReminders.ts';

const supabaseUrl = requiredEnv('SUPABASE_URL');
const runSecret = requiredEnv('SEND_REMINDERS_SECRET');

Deno.serve(
  sendRemindersHandler({
    store: postgrestReminderStore(supabaseUrl, requiredEnv('SUPABASE_SERVICE_ROLE_KEY')),
    deliver: webPushDelivery({
      subject: requiredEnv('VAPID_SUBJECT'),
      publicKey: requiredEnv('VAPID_PUBLIC_KEY'),
      privateKey: requiredEnv('VAPID_PRIVATE_KEY'),
    }),
    tokens: await actionTokens(runSecret),
    runSecret,
    actionUrl: `${supabaseUrl}/functions/v1/send-reminders`,
  }),
);
