CREATE TABLE "blacklisted_numbers" (
	"brand_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklisted_numbers_pk" PRIMARY KEY("brand_id","phone_number")
);
--> statement-breakpoint
ALTER TABLE "blacklisted_numbers" ADD CONSTRAINT "blacklisted_numbers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;