// The sender of e-mail alerts, called by the database's schedule (supabase/migrations,
// 20261128170300_email_alert_sending.sql). Everything it does: _shared/alerts/.
import { createSendAlertsHandler } from '../_shared/alerts/send-alerts-handler.ts';

Deno.serve(createSendAlertsHandler((name) => Deno.env.get(name)));
