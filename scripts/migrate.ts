// `npm run db:migrate`: apply pending migrations to DATABASE_URL, or to the embedded database.
import { openConnection } from "../db/client";
import { runMigrations } from "../db/migrate";

async function main() {
  const connection = openConnection();
  try {
    await runMigrations(connection);
    console.log(`migrations applied (${connection.driver})`);
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
