import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where file bytes live. Files are keyed by the object's uuid, never by the name the client
 * chose, so no object name can reach outside the store.
 */
export type ObjectStore = {
  put(id: string, data: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | undefined>;
  delete(id: string): Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkId(id: string) {
  if (!UUID.test(id)) throw new Error(`Object id ${id} is not a uuid`);
}

export function memoryObjectStore(): ObjectStore {
  const files = new Map<string, Buffer>();
  return {
    async put(id, data) {
      checkId(id);
      files.set(id, data);
    },
    async get(id) {
      return files.get(id);
    },
    async delete(id) {
      files.delete(id);
    },
  };
}

const PARTIAL = '.partial-';

/**
 * Files in a folder, written to a scratch name and renamed into place, so a process killed
 * mid-write leaves the old file or the new one, never half of one. Scratch files such a kill
 * left behind are cleared when the store opens.
 */
export function folderObjectStore(dir: string): ObjectStore {
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir)) {
      if (entry.includes(PARTIAL)) rmSync(join(dir, entry), { force: true });
    }
  }
  return {
    async put(id, data) {
      checkId(id);
      await mkdir(dir, { recursive: true });
      const scratch = join(dir, `${id}${PARTIAL}${randomUUID()}`);
      await writeFile(scratch, data, { flush: true });
      await rename(scratch, join(dir, id));
    },
    async get(id) {
      checkId(id);
      try {
        return await readFile(join(dir, id));
      } catch {
        return undefined;
      }
    },
    async delete(id) {
      checkId(id);
      await rm(join(dir, id), { force: true });
    },
  };
}
