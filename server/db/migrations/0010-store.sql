-- The store (content-app.md 2.7, 7): carts, payments and purchases users make. The offers themselves
-- are fixture-owned (tenant_collections 'offers'); these rows point at them by idOffer and are kept
-- across starts, like every user-made row.

-- One open cart per user (checked_out_at IS NULL); an authorised payment closes it, and the next
-- call opens a new one, so idShoppingCart names one purchase attempt's basket.
CREATE TABLE IF NOT EXISTS store_carts (
  id_app            integer NOT NULL,
  id_shopping_cart  serial,
  id_user           integer NOT NULL,
  created_at        timestamptz NOT NULL,
  checked_out_at    timestamptz,
  PRIMARY KEY (id_app, id_shopping_cart),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX IF NOT EXISTS store_carts_open ON store_carts (id_app, id_user)
  WHERE checked_out_at IS NULL;

CREATE TABLE IF NOT EXISTS store_cart_items (
  id_app            integer NOT NULL,
  id_shopping_cart  integer NOT NULL,
  id_offer          integer NOT NULL,
  added_at          timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_shopping_cart, id_offer),
  FOREIGN KEY (id_app, id_shopping_cart) REFERENCES store_carts (id_app, id_shopping_cart) ON DELETE CASCADE
);

-- Every attempt, authorised or not. Never the card number or the CVV: only its brand and last four
-- digits, enough for a receipt and for support to find a payment.
CREATE TABLE IF NOT EXISTS store_payments (
  id_payment        serial PRIMARY KEY,
  id_app            integer NOT NULL,
  id_user           integer NOT NULL,
  id_shopping_cart  integer NOT NULL,
  holder_name       text    NOT NULL,
  brand             text    NOT NULL,
  last_digits       char(4) NOT NULL,
  -- In cents: money is never a binary fraction.
  total_cents       integer NOT NULL,
  authorised        boolean NOT NULL,
  paid_at           timestamptz NOT NULL,
  FOREIGN KEY (id_app, id_shopping_cart) REFERENCES store_carts (id_app, id_shopping_cart) ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS store_purchases (
  id_app        integer NOT NULL,
  id_user       integer NOT NULL,
  id_offer      integer NOT NULL,
  id_payment    integer NOT NULL REFERENCES store_payments (id_payment) ON DELETE CASCADE,
  price_cents   integer NOT NULL,
  purchased_at  timestamptz NOT NULL,
  PRIMARY KEY (id_app, id_user, id_offer),
  FOREIGN KEY (id_app, id_user) REFERENCES users (id_app, id_user) ON DELETE CASCADE ON UPDATE CASCADE
);
