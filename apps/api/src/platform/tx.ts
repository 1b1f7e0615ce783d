import type { Db } from '../db/client.ts';

/**
 * A transaction of the app's database (drizzle), as `db.transaction`'s callback receives it —
 * the one `Tx` type of the API (issue 16: it was declared in four repositories and two seeders).
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction in it: what a read that may run inside a transaction takes. */
export type DbOrTx = Db | Tx;
