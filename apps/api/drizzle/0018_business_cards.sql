CREATE TABLE "business_card_brands" (
	"card_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "business_card_brands_card_id_brand_id_pk" PRIMARY KEY("card_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "business_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_cards_slug_unique" UNIQUE("slug"),
	CONSTRAINT "business_cards_slug_ck" CHECK ("business_cards"."slug" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$')
);
--> statement-breakpoint
ALTER TABLE "business_card_brands" ADD CONSTRAINT "business_card_brands_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_card_brands" ADD CONSTRAINT "business_card_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_card_brands_brand_idx" ON "business_card_brands" USING btree ("brand_id");