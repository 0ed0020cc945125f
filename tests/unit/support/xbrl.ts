import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A test instance document of tests/fixtures/xbrl. */
export const xbrlFixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../fixtures/xbrl', name), 'utf8');

/** What a reader says when it refuses the text, or 'read without complaint'. */
export async function refusalOf(read: (text: string) => Promise<unknown>, text: string) {
  try {
    await read(text);
  } catch (error) {
    return (error as Error).message;
  }
  return 'read without complaint';
}
