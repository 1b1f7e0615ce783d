-- Customer feedback (issue 17, 002 §2.21, decision 0029): one star rating 1-5 and an optional comment per
-- order; the store keeps the sum and count of its feedbacks for the read-only star display.
CREATE TABLE "order_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_feedbacks_rating_ck" CHECK ("order_feedbacks"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_feedbacks" ADD CONSTRAINT "order_feedbacks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedbacks" ADD CONSTRAINT "order_feedbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedbacks" ADD CONSTRAINT "order_feedbacks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_feedbacks_order_uq" ON "order_feedbacks" USING btree ("order_id");