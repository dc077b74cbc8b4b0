import { defineConfig } from "drizzle-kit";

/**
 * `npx drizzle-kit generate` writes a new migration from server/db/schema.ts; the server
 * applies pending migrations at start (server/db/index.ts). See server/db/README.md.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
