/**
 * Import first in a test that loads app modules: `src/lib/supabase.ts` builds the shared client at
 * import time, and supabase-js's realtime client needs a global WebSocket, which Node 20 lacks.
 */
import ws from 'ws';

if (typeof globalThis.WebSocket === 'undefined') {
  globalThis.WebSocket = ws as unknown as typeof WebSocket;
}
