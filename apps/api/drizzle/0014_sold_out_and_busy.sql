CREATE TABLE "store_item_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"item_id" uuid,
	"modifier_id" uuid,
	"sold_out_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_item_availability_one_ck" CHECK (("store_item_availability"."item_id" is null) <> ("store_item_availability"."modifier_id" is null))
);
--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "is_out_of_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "out_of_stock_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "orders_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "extra_prep_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_item_availability" ADD CONSTRAINT "store_item_availability_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_availability" ADD CONSTRAINT "store_item_availability_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_availability" ADD CONSTRAINT "store_item_availability_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_availability" ADD CONSTRAINT "store_item_availability_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_item_availability_item_uq" ON "store_item_availability" USING btree ("store_id","item_id") WHERE "store_item_availability"."item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "store_item_availability_modifier_uq" ON "store_item_availability" USING btree ("store_id","modifier_id") WHERE "store_item_availability"."modifier_id" is not null;--> statement-breakpoint
CREATE INDEX "store_item_availability_brand_idx" ON "store_item_availability" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_extra_prep_minutes_ck" CHECK ("stores"."extra_prep_minutes" between 0 and 120);