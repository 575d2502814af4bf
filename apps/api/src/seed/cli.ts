import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createDeps } from '../lib/create-deps';
import { keepDataPrivate } from '../db/private-data';
import { isEmptyDatabase, migrateDatabase, openDatabase } from '../db/client';
import { seedDemoShop } from './seed';

/** `npm run seed` seeds an empty database; `npm run seed -- --reset` rebuilds it. */
const reset = process.argv.includes('--reset');
const config = loadConfig();
keepDataPrivate(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (reset) {
  await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  // The rebuilt catalogue draws its pictures again: the old local uploads would be orphans.
  if (!config.s3) await rm(join(config.dataDir, 'uploads'), { recursive: true, force: true });
}
await migrateDatabase(database);
if (await isEmptyDatabase(database.db)) {
  const result = await seedDemoShop(createDeps(config, database));
  console.log('Boutique de démonstration créée :', result);
} else {
  console.log(
    'La base contient déjà des données : rien à faire (utilisez --reset pour la reconstruire).',
  );
}
await database.close();
