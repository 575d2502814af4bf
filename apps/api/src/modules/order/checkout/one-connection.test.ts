import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { createAddress, createCustomer, createProduct } from '@test/fixtures/shop';
import { checkoutPayload, orderKit } from '@test/kits/order-test-kit';
import { setupTestApp } from '@test/test-app';
import { placeExpressOrder } from '../express/place-express';
import { placeCashOnDelivery } from './place-order';

/**
 * Under load a request waits for a connection in the pool's queue: an order that took one for
 * its read and another for its write waited there twice (docs/PERFORMANCE.md). Each placement
 * takes one (db/client.ts, withConnection) and sends every statement through it: the pool's own
 * db, while a connection is held, could wait forever once every connection is held so.
 */
describe('an order runs on the one connection it takes', () => {
  const t = setupTestApp();

  /** The shop's deps, whose pool refuses every use, and the connections the placements took. */
  function holdingDeps() {
    const taken: Db[] = [];
    const pool = new Proxy({} as Db, {
      get() {
        throw new Error('the pool used while a connection is held');
      },
    });
    const deps: AppDeps = {
      ...t.deps,
      db: pool,
      database: {
        ...t.deps.database,
        db: pool,
        withConnection: (work) =>
          t.deps.database.withConnection((db) => {
            taken.push(db);
            return work(db);
          }),
      },
    };
    return { deps, taken };
  }

  it('places an order with an account and one without, each on one connection', async () => {
    const product = await createProduct(t.deps, { price: 120, stock: 50 });
    const c = await createCustomer(t.deps);
    const address = await createAddress(t.deps, c.id);
    const cart = await orderKit(t).fillCart(c, [[product, 1]]);
    const { deps, taken } = holdingDeps();

    const ordered = await placeCashOnDelivery(deps, c.id, checkoutPayload(cart, address.id, 120));
    const express = await placeExpressOrder(deps, {
      items: [{ productId: product.id, quantity: 2 }],
      name: 'Salma Idrissi',
      phone: '+212661234567',
      city: 'Casablanca',
      address: '12 rue Zerktouni',
    });

    expect([ordered.created, express.created]).toEqual([true, true]);
    expect(taken).toHaveLength(2);
    // Both written whole: the stock taken for the three units.
    const { rows } = (await t.deps.db.execute(
      sql`select stock from products where id = ${product.id}`,
    )) as unknown as { rows: Array<{ stock: number }> };
    expect(rows[0]?.stock).toBe(47);
  });
});
