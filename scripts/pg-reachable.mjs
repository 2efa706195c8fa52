// Exits 0 when the PostgreSQL server at the given URL accepts a connection within 3 s.
import pg from 'pg';

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 3000 });
client.connect().then(
  () => client.end().then(() => process.exit(0)),
  () => process.exit(1),
);
