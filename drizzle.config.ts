import { defineConfig } from "drizzle-kit";

// Used only to generate SQL migrations from app/db/schema.ts (`npm run db:generate`).
// Migrations are applied by the server at start with Drizzle's programmatic migrator.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});
