import pino from 'pino';
import { readConfig } from '../../platform/config.ts';
import { openDatabase } from '../client.ts';
import { seedDemoDataIfEmpty } from './demo-data.ts';

/** npm run seed: migrates the configured database and seeds the demo data if it has no user yet. */
const config = readConfig();
const database = await openDatabase(config);
const log = pino({ level: 'info' });
const seeded = await seedDemoDataIfEmpty({ db: database.db, config, log, now: () => new Date() });
log.info(seeded ? 'Demo data seeded.' : 'The database already has users: nothing seeded.');
await database.close();
