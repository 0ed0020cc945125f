import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
const { window } = new JSDOM('');
Object.assign(globalThis, { DOMParser: window.DOMParser });
const { readResultsXbrl } = await import('./src/features/results-desk/xbrl/read-results-xbrl');
for (const f of process.argv.slice(2)) {
  try { const r = await readResultsXbrl(readFileSync(f, 'utf8')); console.log('READ', f.split('DATA/')[1], r.periods.map(p => `${p.period_kind} ${p.period_start} ${p.problems.length}`).join('; '), r.notes.join(' | ')); }
  catch (e) { console.log('REFUSED', f.split('DATA/')[1], (e as Error).message.slice(0, 300)); }
}
