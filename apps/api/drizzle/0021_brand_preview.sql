ALTER TABLE "brands" ADD COLUMN "is_live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "preview_token" text;