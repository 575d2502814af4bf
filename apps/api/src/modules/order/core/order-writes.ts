import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orderLines, orders } from '../../../db/schema';

export interface NewOrder {
  id: string;
  orderId: string;
  /** Its label's number (ZN-…), taken from the sequence by the read before the write. */
  number: number;
  /** Null for an express order, which then names its customer itself. */
  userId: string | null;
  customerName?: string | null;
  customerEmail?: string | null;
  note?: string;
  trackTokenHash?: string | null;
  addressId: string | null;
  deliveryAdresse: string;
  deliveryVille: string;
  deliveryTelephone: string;
  subTotalCentimes: number;
  deliveryFeeCentimes: number;
  totalCentimes: number;
  paymentStatus: string;
  orderStatus: string;
  idempotencyKey: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewOrderLine {
  id: string;
  position: number;
  productId: string;
  name: string;
  image: string[];
  quantity: number;
  unitPriceCentimes: number;
  originalPriceCentimes: number;
}

/** The order as the JSON parameter of orderWrites' first CTE (an orders row's columns). */
export const orderRow = (order: NewOrder): string =>
  JSON.stringify({
    id: order.id,
    order_id: order.orderId,
    number: order.number,
    user_id: order.userId,
    address_id: order.addressId,
    delivery_adresse: order.deliveryAdresse,
    delivery_ville: order.deliveryVille,
    delivery_telephone: order.deliveryTelephone,
    sub_total_centimes: order.subTotalCentimes,
    delivery_fee_centimes: order.deliveryFeeCentimes,
    total_centimes: order.totalCentimes,
    payment_status: order.paymentStatus,
    order_status: order.orderStatus,
    idempotency_key: order.idempotencyKey,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    customer_name: order.customerName ?? null,
    customer_email: order.customerEmail ?? null,
    note: order.note ?? '',
    track_token_hash: order.trackTokenHash ?? null,
  });

/** The order's lines as the JSON parameter of orderWrites' second CTE. */
export const orderLineRows = (order: NewOrder, lines: NewOrderLine[]): string =>
  JSON.stringify(
    lines.map((l) => ({
      id: l.id,
      order_id: order.id,
      product_id: l.productId,
      position: l.position,
      name: l.name,
      image: l.image,
      unit_price_centimes: l.unitPriceCentimes,
      original_price_centimes: l.originalPriceCentimes,
      quantity: l.quantity,
    })),
  );

/**
 * The order's row and its lines, as two CTEs of the checkout's statement, inserted from JSON
 * (orderRow's and orderLineRows', as values or a prepared statement's placeholders): the text is
 * the same for every order, so the checkout builds it once (Drizzle's insert builders, run on
 * each checkout, were the largest part of its own CPU).
 */
export const orderWrites = (order: SQLWrapper, lines: SQLWrapper): SQL => sql`
  placed_order as (
    insert into ${orders} (id, order_id, user_id, address_id, delivery_adresse, delivery_ville,
      delivery_telephone, sub_total_centimes, total_centimes, payment_status, order_status,
      idempotency_key, created_at, updated_at, customer_name, customer_email, note,
      track_token_hash, number, delivery_fee_centimes)
    select id, order_id, user_id, address_id, delivery_adresse, delivery_ville,
      delivery_telephone, sub_total_centimes, total_centimes, payment_status, order_status,
      idempotency_key, created_at, updated_at, customer_name, customer_email,
      coalesce(note, ''), track_token_hash, number, delivery_fee_centimes
    from json_populate_record(null::${orders}, ${order}::json)
  ),
  placed_lines as (
    insert into ${orderLines} (id, order_id, product_id, position, name, image,
      unit_price_centimes, original_price_centimes, quantity)
    select id, order_id, product_id, position, name, image,
      unit_price_centimes, original_price_centimes, quantity
    from json_populate_recordset(null::${orderLines}, ${lines}::json)
  )`;
