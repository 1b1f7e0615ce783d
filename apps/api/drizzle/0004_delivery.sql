CREATE TABLE "brand_delivery_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"active_method" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_delivery_method_ck" CHECK ("brand_delivery_settings"."active_method" in ('COUNTRY_BASED', 'CITY_BASED', 'AREA_BASED', 'MAPPED_AREA_BASED'))
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"address" text NOT NULL,
	"address_type" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"apartment_no" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"delivery_method" text,
	"mapped_area_id" uuid,
	"area_type" text,
	"country_id" uuid,
	"city_id" uuid,
	"area_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_type_ck" CHECK ("customer_addresses"."address_type" in ('Home', 'Office', 'Other')),
	CONSTRAINT "customer_addresses_point_ck" CHECK ("customer_addresses"."lat" between -90 and 90 and "customer_addresses"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "delivery_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"source" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"source" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mapped_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"area_type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"city_en" text DEFAULT '' NOT NULL,
	"city_ar" text DEFAULT '' NOT NULL,
	"geometry" jsonb,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"radius_m" integer,
	"delivery_fee_fils" integer DEFAULT 0 NOT NULL,
	"min_order_fils" integer DEFAULT 0 NOT NULL,
	"delivery_time_minutes" integer DEFAULT 45 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mapped_areas_shape_ck" CHECK (("mapped_areas"."area_type" = 'POLYGON' and "mapped_areas"."geometry" is not null and "mapped_areas"."min_lng" is not null
          and "mapped_areas"."min_lat" is not null and "mapped_areas"."max_lng" is not null and "mapped_areas"."max_lat" is not null)
        or ("mapped_areas"."area_type" = 'DISTANCE' and "mapped_areas"."radius_m" is not null and "mapped_areas"."radius_m" > 0)),
	CONSTRAINT "mapped_areas_terms_ck" CHECK ("mapped_areas"."delivery_fee_fils" >= 0 and "mapped_areas"."min_order_fils" >= 0 and "mapped_areas"."delivery_time_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_delivery_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"level" text NOT NULL,
	"country_id" uuid NOT NULL,
	"city_id" uuid,
	"area_id" uuid,
	"delivery_fee_fils" integer DEFAULT 0 NOT NULL,
	"min_order_fils" integer DEFAULT 0 NOT NULL,
	"delivery_time_minutes" integer DEFAULT 45 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_delivery_areas_level_ck" CHECK (("store_delivery_areas"."level" = 'COUNTRY' and "store_delivery_areas"."city_id" is null and "store_delivery_areas"."area_id" is null)
        or ("store_delivery_areas"."level" = 'CITY' and "store_delivery_areas"."city_id" is not null and "store_delivery_areas"."area_id" is null)
        or ("store_delivery_areas"."level" = 'AREA' and "store_delivery_areas"."city_id" is not null and "store_delivery_areas"."area_id" is not null)),
	CONSTRAINT "store_delivery_areas_terms_ck" CHECK ("store_delivery_areas"."delivery_fee_fils" >= 0 and "store_delivery_areas"."min_order_fils" >= 0 and "store_delivery_areas"."delivery_time_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "brand_delivery_settings" ADD CONSTRAINT "brand_delivery_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_mapped_area_id_mapped_areas_id_fk" FOREIGN KEY ("mapped_area_id") REFERENCES "public"."mapped_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_country_id_delivery_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."delivery_countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_city_id_delivery_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."delivery_cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_area_id_delivery_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."delivery_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_city_id_delivery_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."delivery_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_cities" ADD CONSTRAINT "delivery_cities_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_cities" ADD CONSTRAINT "delivery_cities_country_id_delivery_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."delivery_countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_countries" ADD CONSTRAINT "delivery_countries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_areas" ADD CONSTRAINT "mapped_areas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_areas" ADD CONSTRAINT "mapped_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_areas" ADD CONSTRAINT "store_delivery_areas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_areas" ADD CONSTRAINT "store_delivery_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_areas" ADD CONSTRAINT "store_delivery_areas_country_id_delivery_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."delivery_countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_areas" ADD CONSTRAINT "store_delivery_areas_city_id_delivery_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."delivery_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_areas" ADD CONSTRAINT "store_delivery_areas_area_id_delivery_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."delivery_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_owner_idx" ON "customer_addresses" USING btree ("brand_id","customer_id");--> statement-breakpoint
CREATE INDEX "delivery_areas_brand_idx" ON "delivery_areas" USING btree ("brand_id","city_id");--> statement-breakpoint
CREATE INDEX "delivery_cities_brand_idx" ON "delivery_cities" USING btree ("brand_id","country_id");--> statement-breakpoint
CREATE INDEX "delivery_countries_brand_idx" ON "delivery_countries" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "mapped_areas_brand_idx" ON "mapped_areas" USING btree ("brand_id","store_id");--> statement-breakpoint
CREATE INDEX "store_delivery_areas_brand_idx" ON "store_delivery_areas" USING btree ("brand_id","store_id");--> statement-breakpoint
CREATE INDEX "store_delivery_areas_area_idx" ON "store_delivery_areas" USING btree ("brand_id","area_id");