import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newId } from '../db/ids';

/**
 * A dev outbox folder (mail, phone messages): one file a message, named by its time, written
 * beside the folder and then moved in (rename is atomic), so that a reader polling the folder
 * never meets half a message nor a file that vanishes between listing and reading it. The
 * folders are made once, not for every message, and again if someone empties the data folder.
 *
 * Written synchronously, on purpose: a file of a few kilobytes into the page cache takes tens of
 * microseconds, while the same file through the thread pool (open, write, close, rename: four
 * hops) cost 4 to 30 times the CPU under a checkout peak, the pool's threads contending in the
 * file system's inode allocation (docs/performance-log/2026-11-30e-session-24-outbox-and-pg.md).
 */
export function outboxFiles(dir: string) {
  const writing = `${dir}-writing`;
  let made = false;
  function store(file: string, content: string) {
    if (!made) {
      mkdirSync(dir, { recursive: true });
      mkdirSync(writing, { recursive: true });
      made = true;
    }
    writeFileSync(join(writing, file), content);
    renameSync(join(writing, file), join(dir, file));
  }
  return {
    /** Writes one message's file; `at` names it. */
    async write(content: string, at = new Date()): Promise<void> {
      const file = `${at.toISOString().replace(/[:.]/g, '-')}-${newId()}.json`;
      try {
        store(file, content);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        made = false;
        store(file, content);
      }
    },
  };
}
