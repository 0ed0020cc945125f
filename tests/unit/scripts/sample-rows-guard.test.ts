import { describe, expect, it } from 'vitest';
import { sampleRowsVerdict } from '../../../scripts/sample-rows-guard';

const found = ['Directors: Sample Director One (SAMPLE)'];

describe('a production build and the seed’s sample rows', () => {
  it('builds when the database holds no sample row', () => {
    expect(sampleRowsVerdict([], 'https://abc.supabase.co', false)).toEqual({});
  });

  it('stops with the list of what is still sample, and where to change it', () => {
    const { refuse } = sampleRowsVerdict(found, 'https://abc.supabase.co', false);
    expect(refuse).toContain('still holds rows marked as samples');
    expect(refuse).toContain(`  - ${found[0]}`);
    expect(refuse).toContain('Company facts');
  });

  it('never takes ALLOW_SAMPLE_ROWS for a hosted project', () => {
    const { refuse, warn } = sampleRowsVerdict(found, 'https://abc.supabase.co', true);
    expect(warn).toBeUndefined();
    expect(refuse).toContain('honoured only for a backend on this machine');
  });

  it('publishes them, saying so, from a backend on this machine when allowed', () => {
    for (const url of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321']) {
      const verdict = sampleRowsVerdict(found, url, true);
      expect(verdict.refuse, url).toBeUndefined();
      expect(verdict.warn, url).toContain('ALLOW_SAMPLE_ROWS=1');
    }
    expect(sampleRowsVerdict(found, 'http://127.0.0.1:54321', false).refuse).toBeDefined();
  });
});
