// Serves the send-reminders Edge Function under /functions/v1/send-reminders, wired as its index.ts
// wires it (PostgREST with the service role key), for the reminders browser test
// (tests/e2e/reminders.hosted.e2e.ts), which starts it with deno and has the Supabase test project
// pass /functions/v1/ on to it. Prints `listening <port>` once it accepts requests.
import { actionTokens } from '../../../supabase/functions/send-reminders/actionToken.ts';
import { webPushDelivery } from '../../../supabase/functions/send-reminders/pushDelivery.ts';
import { postgrestReminderStore } from '../../../supabase/functions/send-reminders/reminderStore.ts';
import {
  requiredEnv,
  sendRemindersHandler,
} from '../../../supabase/functions/send-reminders/sendReminders.ts';

const supabaseUrl = requiredEnv('SUPABASE_URL');
const runSecret = requiredEnv('SEND_REMINDERS_SECRET');
const handler = sendRemindersHandler({
  store: postgrestReminderStore(supabaseUrl, requiredEnv('SUPABASE_SERVICE_ROLE_KEY')),
  deliver: webPushDelivery({
    subject: 'mailto:pruebas@vita365.mx',
    publicKey: requiredEnv('VAPID_PUBLIC_KEY'),
    privateKey: requiredEnv('VAPID_PRIVATE_KEY'),
  }),
  tokens: await actionTokens(runSecret),
  runSecret,
  actionUrl: `${supabaseUrl}/functions/v1/send-reminders`,
});

Deno.serve(
  { hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening ${port}`) },
  (request) =>
    new URL(request.url).pathname === '/functions/v1/send-reminders'
      ? handler(request)
      : new Response(JSON.stringify({ message: 'Function not found' }), { status: 404 }),
);
