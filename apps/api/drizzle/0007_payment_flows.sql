CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"cart_id" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"purpose_of_payment" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"payment_gateway" text NOT NULL,
	"payment_status" text DEFAULT 'NOT_VERIFIED' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_amount_ck" CHECK ("payment_links"."amount_fils" > 200),
	CONSTRAINT "payment_links_status_ck" CHECK ("payment_links"."payment_status" in ('NOT_VERIFIED', 'VERIFIED'))
);
--> statement-breakpoint
CREATE TABLE "payment_provider_customers" (
	"brand_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_customers_brand_id_customer_id_provider_pk" PRIMARY KEY("brand_id","customer_id","provider")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"card_brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"decline_code" text,
	"customer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_methods_outcome_ck" CHECK ("sandbox_payment_methods"."outcome" in ('succeed', 'decline', 'challenge'))
);
--> statement-breakpoint
CREATE TABLE "saved_payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_card_id" text NOT NULL,
	"card_brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_link_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "kind" text DEFAULT 'card-elements' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "success_url" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "failure_url" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_customers" ADD CONSTRAINT "payment_provider_customers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_customers" ADD CONSTRAINT "payment_provider_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payment_cards" ADD CONSTRAINT "saved_payment_cards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payment_cards" ADD CONSTRAINT "saved_payment_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_cart_uq" ON "payment_links" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "payment_links_brand_idx" ON "payment_links" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer_idx" ON "sandbox_payment_methods" USING btree ("brand_id","customer");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_cards_uq" ON "saved_payment_cards" USING btree ("brand_id","provider","provider_card_id");--> statement-breakpoint
CREATE INDEX "saved_payment_cards_customer_idx" ON "saved_payment_cards" USING btree ("brand_id","customer_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;