import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Config } from './config.ts';

/** What every service receives: the database, the configuration, the logger and the clock. */
export interface AppContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
}
