ALTER TABLE "orders" ADD COLUMN "delivery_zone_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pre_order_slot" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pre_order_settings_for_delivery" jsonb DEFAULT '{"daysAhead":3,"slotMinutes":30,"leadMinutes":45}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pre_order_settings_for_pickup" jsonb DEFAULT '{"daysAhead":3,"slotMinutes":30,"leadMinutes":30}'::jsonb NOT NULL;