// Loaded with `node --import` into an API process by `npm run api-load`: counts the SQL statements the
// process sends to PostgreSQL (node-postgres' Client.query, which its pool and every transaction use),
// with no change to the server, so that any revision of it can be counted the same way. On SIGUSR2 it
// writes the count so far to the file named by SQL_COUNT_FILE.
import { writeFileSync } from 'node:fs';
import { Client } from 'pg';

let statements = 0;
const query = Client.prototype.query;
Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  if (process.env.SQL_COUNT_FILE) writeFileSync(process.env.SQL_COUNT_FILE, String(statements));
});
