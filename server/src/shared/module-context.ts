import { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { Clock } from './clock';
import { Logger } from './logger';

/** What every module's factory is given: the database, the settings, the clock and the log. */
export interface ModuleContext {
  dataSource: DataSource;
  config: AppConfig;
  clock: Clock;
  logger: Logger;
}
