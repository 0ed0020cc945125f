/**
 * Run by playwright.config.ts after the backend is up and before `npm run build`: stores, through
 * supabase-js with the service role, the titles made of template syntax
 * (tests/support/hostile-titles.ts), so that the build prerenders them into the familiarisation
 * page and the investor calendar, their data blocks and the calendar feed, as it would a real
 * title such as "Amounts in US$'000". hostile-content.spec.ts then reads what the build wrote.
 */
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys';
import { TEMPLATE_EVENT, TEMPLATE_TITLES } from '../../support/hostile-titles';
import { E2E_BACKEND_URL } from './urls';

/** The table behind /investor/familiarization-program, which hostile-content.spec.ts reads. */
const TABLE = 'familiarization_program';
/** Long past, so it sits under "Past events" and is nobody's next event or due item. */
const EVENT_START = '2025-06-10T05:30:00Z';

const service = createClient(E2E_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no global WebSocket; supabase-js builds its realtime client eagerly.
  realtime: { transport: ws as unknown as typeof WebSocket },
});
const documents = await service.from(TABLE).insert(
  TEMPLATE_TITLES.map((document_title) => ({
    document_title,
    view_download: 'https://example.com/familiarisation-template.pdf',
  })),
);
if (documents.error) throw new Error(`Seeding titles: ${documents.error.message}`);
const event = await service
  .from('investor_events')
  .insert({ ...TEMPLATE_EVENT, kind: 'other', starts_at: EVENT_START });
if (event.error) throw new Error(`Seeding the event: ${event.error.message}`);
console.log(`Stored ${TEMPLATE_TITLES.length} template-syntax titles and one event to prerender`);
