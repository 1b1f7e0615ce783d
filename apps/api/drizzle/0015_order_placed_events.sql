-- The kitchen board (issue 17, decision 0028): a placed order is announced on sufra_order_events
-- too (migration 0011 announced only status and version changes), with the same small payload
-- {"orderId", "brandId"}, so a new order reaches every process's board streams within a second.
-- Delivered at commit, like every NOTIFY; the customer's streams ignore an order nobody follows.
CREATE TRIGGER orders_notify_order_placed
AFTER INSERT ON orders
FOR EACH ROW
EXECUTE FUNCTION sufra_notify_order_event();
