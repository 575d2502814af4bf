import { and, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ADDRESS_MSG,
  MAX_ADDRESS_ROWS,
  MAX_ADDRESSES,
  type Address,
  type AddressInputSchema,
  type AddressUpdateSchema,
} from '@zina/shared/schemas/address';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { lockAccount } from '../user';

type AddressRow = typeof addresses.$inferSelect;
type AddressInput = z.output<typeof AddressInputSchema>;
type AddressUpdate = z.output<typeof AddressUpdateSchema>;

const toAddress = (a: AddressRow): Address => ({
  _id: a.id,
  utilisateurId: a.userId,
  adresse: a.adresse,
  ville: a.ville,
  telephone: a.telephone,
  statut: a.statut,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

/** What an order copies of its delivery address. */
export interface DeliveryAddress {
  id: string;
  adresse: string;
  ville: string;
  telephone: string;
}

/**
 * The user's own, still visible address as JSON (a DeliveryAddress), or null: what an order may
 * be delivered to. An expression for the caller's own statement.
 */
export const usableAddress = (userId: string | SQLWrapper, id: string | SQLWrapper): SQL =>
  sql`(select json_build_object('id', ${addresses.id}, 'adresse', ${addresses.adresse},
      'ville', ${addresses.ville}, 'telephone', ${addresses.telephone})
    from ${addresses}
    where ${addresses.id} = ${id} and ${addresses.userId} = ${userId} and ${addresses.statut}
    limit 1)`;

/**
 * Disables every address of an account, in the caller's transaction: when the account's rightful
 * owner takes it back, what its unproved holder entered must not stay to be shipped to.
 */
export async function disableAddressesOf(tx: Db, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ statut: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.statut, true)));
}

export function addressService(deps: AppDeps) {
  const { db } = deps;

  async function create(userId: string, input: AddressInput): Promise<Address> {
    const row = await db.transaction(async (tx) => {
      if (!(await lockAccount(tx, userId))) throw notFound(ADDRESS_MSG.notFound);
      const [counts] = await tx
        .select({
          live: sql<number>`count(*) filter (where ${addresses.statut})`.mapWith(Number),
          all: count(),
        })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      if ((counts?.live ?? 0) >= MAX_ADDRESSES) throw conflict(ADDRESS_MSG.tooMany);
      if ((counts?.all ?? 0) >= MAX_ADDRESS_ROWS) throw conflict(ADDRESS_MSG.tooManyEver);
      const [created] = await tx
        .insert(addresses)
        .values({ userId, adresse: input.adresse, ville: input.ville, telephone: input.telephone })
        .returning();
      return created!;
    });
    return toAddress(row);
  }

  async function list(userId: string): Promise<Address[]> {
    const rows = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.statut, true)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id));
    return rows.map(toAddress);
  }

  /** A disabled address is gone for its owner too: it can no longer be edited. */
  async function update(userId: string, input: AddressUpdate): Promise<Address> {
    const [row] = await db
      .update(addresses)
      .set({ adresse: input.adresse, ville: input.ville, telephone: input.telephone })
      .where(
        and(eq(addresses.id, input._id), eq(addresses.userId, userId), eq(addresses.statut, true)),
      )
      .returning();
    if (!row) throw notFound(ADDRESS_MSG.notFound);
    return toAddress(row);
  }

  /** Soft delete (SPEC.md §4): past orders keep pointing at it and keep their snapshot. */
  async function disable(userId: string, id: string): Promise<void> {
    const rows = await db
      .update(addresses)
      .set({ statut: false })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.statut, true)))
      .returning({ id: addresses.id });
    if (rows.length === 0) throw notFound(ADDRESS_MSG.notFound);
  }

  return { create, list, update, disable };
}
