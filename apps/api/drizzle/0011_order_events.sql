-- Live order tracking (issue 17, 002 §2.19, §4.1, decision 0026): every committed change of an
-- order's status or version (a status move, an ETA, a courier and its position, migration 0009) is announced on the channel sufra_order_events with a small payload
-- {"orderId": uuid, "brandId": uuid}; each API process LISTENs once and its open event streams
-- read the order themselves (the payload carries no order data). pg_notify is delivered at commit.
CREATE OR REPLACE FUNCTION sufra_notify_order_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'sufra_order_events',
    json_build_object('orderId', NEW.id, 'brandId', NEW.brand_id)::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_notify_order_event
AFTER UPDATE OF status, version ON orders
FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.version IS DISTINCT FROM NEW.version)
EXECUTE FUNCTION sufra_notify_order_event();
