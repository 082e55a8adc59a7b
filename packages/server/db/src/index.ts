export { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './data-dir-lock.ts';
export {
  type Database,
  type OpenDatabaseOptions,
  openDatabase,
  type Queryable,
  type Row,
} from './database.ts';
export { migrate } from './migrate.ts';
export { MIGRATIONS, type Migration } from './migrations.ts';
