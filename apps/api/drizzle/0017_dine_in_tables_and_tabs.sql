CREATE TABLE "dine_in_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"label" text,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "dine_in_tables_number_ck" CHECK ("dine_in_tables"."number" BETWEEN 1 AND 999)
);
--> statement-breakpoint
CREATE TABLE "table_session_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"split_type" text,
	"people_at_table" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"closed_by_staff_id" uuid,
	CONSTRAINT "table_sessions_status_ck" CHECK ("table_sessions"."status" IN ('OPEN', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "table_split_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"total_fils" integer NOT NULL,
	"items_fils" integer,
	"tax_fils" integer,
	"tip_fils" integer,
	"bill_fils" integer NOT NULL,
	"remaining_fils" integer NOT NULL,
	"people_at_table" integer,
	"for_people" integer,
	"selected_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "table_split_bills_status_ck" CHECK ("table_split_bills"."status" IN ('PENDING', 'PAID', 'RELEASED')),
	CONSTRAINT "table_split_bills_type_ck" CHECK ("table_split_bills"."type" IN ('CUSTOM-AMOUNT', 'DIVIDE-EQUALLY', 'SELECTED-ITEMS', 'FULL')),
	CONSTRAINT "table_split_bills_total_ck" CHECK ("table_split_bills"."total_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dine_in_table_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_timing" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_fils" integer;--> statement-breakpoint
ALTER TABLE "dine_in_tables" ADD CONSTRAINT "dine_in_tables_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_tables" ADD CONSTRAINT "dine_in_tables_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_session_orders" ADD CONSTRAINT "table_session_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_session_orders" ADD CONSTRAINT "table_session_orders_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_table_id_dine_in_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dine_in_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_split_bills" ADD CONSTRAINT "table_split_bills_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_split_bills" ADD CONSTRAINT "table_split_bills_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_split_bills" ADD CONSTRAINT "table_split_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_split_bills" ADD CONSTRAINT "table_split_bills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dine_in_tables_store_number_uq" ON "dine_in_tables" USING btree ("store_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "dine_in_tables_token_uq" ON "dine_in_tables" USING btree ("token");--> statement-breakpoint
CREATE INDEX "dine_in_tables_brand_idx" ON "dine_in_tables" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "table_session_orders_session_idx" ON "table_session_orders" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_sessions_open_uq" ON "table_sessions" USING btree ("table_id") WHERE "table_sessions"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "table_sessions_store_idx" ON "table_sessions" USING btree ("brand_id","store_id","status");--> statement-breakpoint
CREATE INDEX "table_split_bills_session_idx" ON "table_split_bills" USING btree ("session_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "table_split_bills_order_uq" ON "table_split_bills" USING btree ("order_id");