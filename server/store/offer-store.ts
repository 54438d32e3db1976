// The store's offers: the tenant fixture's `offers` collection, with `aquired` set for one user from
// the purchases the server stored (schema-store.sql).
import type { Queryable } from '../db/database.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';
import { readCollection } from './collection-store.ts';

export type Offer = NonNullable<TenantFixture['offers']>[number];

/** Accents and case do not matter when searching: "tecnicas" finds "Técnicas". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function offerMatches(offer: Offer, searchText: string): boolean {
  const wanted = fold(searchText.trim());
  if (!wanted) return true;
  return fold(`${offer.title} ${offer.description ?? ''}`).includes(wanted);
}

export const priceCents = (price: number) => Math.round(price * 100);

export async function purchasedOfferIds(db: Queryable, idApp: number, idUser: number): Promise<Set<number>> {
  const rows = await db.query<{ id_offer: number }>(
    'SELECT id_offer FROM store_purchases WHERE id_app = $1 AND id_user = $2',
    [idApp, idUser],
  );
  return new Set(rows.map((row) => row.id_offer));
}

/** Every offer of the tenant, in fixture order, each saying whether this user bought it. */
export async function listOffers(db: Queryable, idApp: number, idUser: number): Promise<Offer[]> {
  const [offers, purchased] = await Promise.all([
    readCollection(db, idApp, 'offers'),
    purchasedOfferIds(db, idApp, idUser),
  ]);
  return offers.map((offer) => ({ ...offer, aquired: purchased.has(offer.idOffer) }));
}
