CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"use_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"discount_type" text NOT NULL,
	"percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"amount_fils" integer DEFAULT 0 NOT NULL,
	"max_discount_fils" integer DEFAULT 0 NOT NULL,
	"min_order_fils" integer DEFAULT 0 NOT NULL,
	"per_customer_use" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"application" text DEFAULT 'manual' NOT NULL,
	"service_types" jsonb DEFAULT '["DELIVERY","PICKUP","DINE_IN"]'::jsonb NOT NULL,
	"all_items" boolean DEFAULT true NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"all_stores" boolean DEFAULT true NOT NULL,
	"store_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_welcome" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_type_ck" CHECK ("discounts"."discount_type" in ('percentage', 'fixed')),
	CONSTRAINT "discounts_application_ck" CHECK ("discounts"."application" in ('manual', 'automatic', 'hidden')),
	CONSTRAINT "discounts_percentage_ck" CHECK ("discounts"."percentage" >= 0 and "discounts"."percentage" <= 100),
	CONSTRAINT "discounts_amounts_ck" CHECK ("discounts"."amount_fils" >= 0 and "discounts"."max_discount_fils" >= 0 and "discounts"."min_order_fils" >= 0 and "discounts"."per_customer_use" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_policies" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"min_order_for_cashback_fils" integer DEFAULT 0 NOT NULL,
	"cashback_active" boolean DEFAULT true NOT NULL,
	"cashback_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"redeemable_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"max_redeem_fils" integer DEFAULT 0 NOT NULL,
	"starting_balance_fils" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_policies_ck" CHECK ("loyalty_policies"."cashback_percent" between 0 and 100 and "loyalty_policies"."redeemable_percent" between 0 and 100 and "loyalty_policies"."min_order_for_cashback_fils" >= 0 and "loyalty_policies"."max_redeem_fils" >= 0 and "loyalty_policies"."starting_balance_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"discount_id" uuid,
	"position" integer NOT NULL,
	CONSTRAINT "order_adjustments_amount_ck" CHECK ("order_adjustments"."amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"balance_after_fils" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "wallet_ledger_kind_ck" CHECK ("wallet_ledger"."kind" in ('grant', 'redeem', 'cashback', 'refund')),
	CONSTRAINT "wallet_ledger_balance_ck" CHECK ("wallet_ledger"."balance_after_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"brand_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"balance_fils" integer DEFAULT 0 NOT NULL,
	"lifetime_spending_fils" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_brand_id_customer_id_pk" PRIMARY KEY("brand_id","customer_id"),
	CONSTRAINT "wallets_balance_ck" CHECK ("wallets"."balance_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cashback_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waiver_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "selected_tip" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delivery_charges_waiver" jsonb DEFAULT '{"onOrderAmount":{"isEnabled":false,"amountFils":0},"onDateRange":{"isEnabled":false,"startDateTime":0,"endDateTime":0}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_policies" ADD CONSTRAINT "loyalty_policies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_use_uq" ON "discount_redemptions" USING btree ("discount_id","customer_id","use_number");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_uq" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_brand_code_uq" ON "discounts" USING btree ("brand_id",lower("code"));--> statement-breakpoint
CREATE INDEX "order_adjustments_order_idx" ON "order_adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_kind_uq" ON "wallet_ledger" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "wallet_ledger_customer_idx" ON "wallet_ledger" USING btree ("brand_id","customer_id","created_at");