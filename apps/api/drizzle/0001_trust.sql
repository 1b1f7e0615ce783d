CREATE TABLE "brand_integration_secrets" (
	"brand_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_integration_secrets_brand_id_provider_pk" PRIMARY KEY("brand_id","provider")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_integration_secrets" ADD CONSTRAINT "brand_integration_secrets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_token_uq" ON "orders" USING btree ("tracking_token");