// The one-click unsubscribe address in every alert's List-Unsubscribe header (RFC 8058).
import { createUnsubscribeHandler } from '../_shared/alerts/unsubscribe-handler.ts';

Deno.serve(createUnsubscribeHandler((name) => Deno.env.get(name)));
