// Resend's webhook for e-mail alerts that bounced or were marked as spam: checked for Resend's
// signature, then recorded in the database, which stops alerts to that address. Everything it
// does: _shared/alerts/delivery-events-handler.ts.
import { createDeliveryEventsHandler } from '../_shared/alerts/delivery-events-handler.ts';

Deno.serve(createDeliveryEventsHandler((name) => Deno.env.get(name)));
