import { defineConfig } from "drizzle-kit";

/**
 * The embedded database's migrations: `npx drizzle-kit generate --config drizzle.sqlite.config.ts`
 * writes one from server/db/sqlite-schema.ts. See server/db/README.md.
 */
export default defineConfig({
  dialect: "sqlite",
  schema: "./server/db/sqlite-schema.ts",
  out: "./server/db/sqlite-migrations",
});
