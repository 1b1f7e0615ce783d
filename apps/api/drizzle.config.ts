import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-promotions.ts',
    './src/db/schema-delivery.ts',
    './src/db/schema-payments.ts',
    './src/db/schema-operator.ts',
    './src/db/schema-webhooks.ts',
    './src/db/schema-staff.ts',
    './src/db/schema-messages.ts',
    './src/db/schema-availability.ts',
    './src/db/schema-feedback.ts',
    './src/db/schema-dine-in.ts',
    './src/db/schema-business-cards.ts',
    './src/db/schema-blacklist.ts',
  ],
  out: './drizzle',
});
