import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../db/ids';

/**
 * A dev outbox folder (mail, phone messages): one file a message, named by its time, written
 * beside the folder and then moved in (rename is atomic), so that a reader polling the folder
 * never meets half a message nor a file that vanishes between listing and reading it. The
 * folders are made once, not for every message, and again if someone empties the data folder.
 */
export function outboxFiles(dir: string) {
  const writing = `${dir}-writing`;
  let folders: Promise<unknown> | null = null;
  const makeFolders = () =>
    (folders ??= Promise.all([
      mkdir(dir, { recursive: true }),
      mkdir(writing, { recursive: true }),
    ]).catch((error: unknown) => {
      folders = null;
      throw error;
    }));
  async function store(file: string, content: string) {
    await makeFolders();
    await writeFile(join(writing, file), content);
    await rename(join(writing, file), join(dir, file));
  }
  return {
    /** Writes one message's file; `at` names it. */
    async write(content: string, at = new Date()): Promise<void> {
      const file = `${at.toISOString().replace(/[:.]/g, '-')}-${newId()}.json`;
      try {
        await store(file, content);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        folders = null;
        await store(file, content);
      }
    },
  };
}
