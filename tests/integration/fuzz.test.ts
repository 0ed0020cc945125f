import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../supabase/local/http';
import { parseQuery } from '../../supabase/local/rest-query';
import { isValidObjectName } from '../../supabase/local/storage-common';
import { startTestBackend, type TestBackend } from './support/backend';

/** mulberry32: a small seeded generator, so every run tries the same cases. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'eq.',
  'neq.',
  'in.(',
  ')',
  'not.',
  'is.',
  'null',
  'like.',
  'ilike.',
  '*',
  ',',
  '"',
  "'",
  '.',
  ';',
  '--',
  '/*',
  '*/',
  '\\',
  '%',
  '%00',
  '%2e',
  '..',
  '/',
  ' ',
  'select',
  'drop table policies',
  'or',
  '(',
  'id',
  'document_title',
  'created_at',
  'desc',
  'asc',
  'nullsfirst',
  '1=1',
  '$1',
  '::text',
  'é',
  '\u202e',
  '😀',
  '\u0000',
  'a'.repeat(70),
  '9'.repeat(12),
];

function randomText(rand: () => number, max = 8) {
  let out = '';
  const n = 1 + Math.floor(rand() * max);
  for (let i = 0; i < n; i++) out += PIECES[Math.floor(rand() * PIECES.length)];
  return out;
}

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ seed: false });
});
afterAll(() => t.stop());

describe('fuzzing (fixed seed)', () => {
  it('the REST query parser either parses or refuses with an HttpError, for 5000 inputs', () => {
    const rand = prng(20261122);
    for (let i = 0; i < 5000; i++) {
      const params = new URLSearchParams();
      const keys = [
        'select',
        'order',
        'limit',
        'offset',
        'columns',
        randomText(rand, 2),
        'id',
        'document_title',
      ];
      for (let k = 0; k < 1 + Math.floor(rand() * 3); k++) {
        params.append(keys[Math.floor(rand() * keys.length)] ?? 'id', randomText(rand));
      }
      try {
        parseQuery(params);
      } catch (error) {
        expect(error, `input ${params.toString()}`).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(400);
      }
    }
  });

  it('the REST API answers 1500 random queries with a 2xx or 4xx JSON answer and keeps serving', async () => {
    const rand = prng(7);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1500; i++) {
      const key =
        rand() < 0.5 ? randomText(rand, 2) : ['id', 'document_title', 'select', 'order'][i % 4];
      const query = `${encodeURIComponent(key ?? 'id')}=${encodeURIComponent(randomText(rand))}`;
      const response = await fetch(`${t.url}/rest/v1/policies?${query}`, {
        headers: { apikey: t.backend.anonKey },
      });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${query} -> ${text}`).toBeLessThan(500);
      expect(() => JSON.parse(text) as unknown, query).not.toThrow();
    }
    expect(statuses.get(400)).toBeGreaterThan(0);
    const after = await t.anon().from('policies').select('*');
    expect(after.status).toBe(200);
  });

  it('storage accepts only safe object names, for 3000 random names', () => {
    const rand = prng(42);
    for (let i = 0; i < 3000; i++) {
      const name = randomText(rand, 6);
      if (isValidObjectName(name)) {
        const segments = name.split('/');
        expect(
          segments.every((s) => s !== '' && s !== '.' && s !== '..'),
          name,
        ).toBe(true);
        expect([...name].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20)).toBe(false);
      }
    }
  });

  it('storage answers 600 random download and upload paths without a server error', async () => {
    const rand = prng(99);
    const admin = await t.admin();
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    for (let i = 0; i < 600; i++) {
      const name = randomText(rand, 5)
        .split('/')
        .map((s) => encodeURIComponent(s))
        .join('/');
      const upload = i % 2 === 0;
      const response = await fetch(
        `${t.url}/storage/v1/object/${upload ? '' : 'public/'}investor_documents/${name}`,
        {
          method: upload ? 'POST' : 'GET',
          headers: upload
            ? {
                apikey: t.backend.anonKey,
                authorization: `Bearer ${token}`,
                'content-type': 'application/pdf',
              }
            : {},
          body: upload ? '%PDF-1.4 fuzz' : undefined,
        },
      );
      const text = await response.text();
      expect(response.status, `${name} -> ${text}`).toBeLessThan(500);
    }
    expect(
      (await fetch(`${t.url}/auth/v1/health`, { headers: { apikey: t.backend.anonKey } })).status,
    ).toBe(200);
  });
});
