/** Records as the API answers them (shared types), with fresh ids. Test code only. */
import type { Address } from '@zina/shared/schemas/address';
import type { CartItem } from '@zina/shared/schemas/cart';
import type { Confirmation } from '@zina/shared/schemas/cod';
import type { Order } from '@zina/shared/schemas/order';
import type { Banner, Category, Product, Subcategory } from '@zina/shared/schemas/catalogue';
import { CUSTOMER } from '../session';

let seq = 0;
/** A fresh 24-hex id, never the same twice in a test run (React keys, links and rows stay apart). */
export const hexId = () => (++seq).toString(16).padStart(24, '0');

const CREATED = '2026-01-10T10:00:00.000Z';
const image = (folder: string, width: number) => `/uploads/${folder}/${hexId()}-${width}.webp`;

export function makeProduct(name: string, extra: Partial<Product> = {}): Product {
  return {
    _id: hexId(),
    name,
    image: [image('catalogue', 640)],
    category: [],
    subCategory: [],
    unit: 'Taille unique',
    stock: 10,
    price: 250,
    discount: 0,
    description: `${name}, cuir véritable`,
    more_details: {},
    createdAt: CREATED,
    ...extra,
  };
}

export const makeCategory = (name: string): Category => ({
  _id: hexId(),
  name,
  image: image('catalogue', 640),
});

export const makeSubcategory = (name: string, category: Subcategory['category']): Subcategory => ({
  _id: hexId(),
  name,
  image: image('catalogue', 640),
  category,
});

export function makeBanner(title: string, extra: Partial<Banner> = {}): Banner {
  return {
    _id: hexId(),
    title,
    subtitle: '',
    description: '',
    imageDesktop: image('banners', 1280),
    imageMobile: image('banners', 640),
    buttonText: '',
    buttonLink: '',
    secondaryButtonText: '',
    secondaryButtonLink: '',
    isActive: true,
    order: 0,
    tag: '',
    createdAt: CREATED,
    updatedAt: CREATED,
    ...extra,
  };
}

/** A cart line; `product` null is a product deleted since (its name kept in `productName`). */
export function makeLine(product: Product | null, quantity: number, productName = ''): CartItem {
  return {
    _id: hexId(),
    productId: product,
    productName: product?.name ?? productName,
    quantity,
    userId: CUSTOMER._id,
    createdAt: CREATED,
    updatedAt: CREATED,
  };
}

export function makeAddress(adresse: string, extra: Partial<Address> = {}): Address {
  return {
    _id: hexId(),
    utilisateurId: CUSTOMER._id,
    adresse,
    ville: 'Rabat',
    telephone: '+212612345678',
    statut: true,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...extra,
  };
}

/** An order line as the order lists show it. */
export function makeOrderItem(
  name: string,
  quantity: number,
  price: number,
  extra: { originalPrice?: number; image?: string[] } = {},
): Order['items'][number] {
  return {
    _id: hexId(),
    quantity,
    product_details: { name, image: extra.image ?? [] },
    productId: { _id: hexId(), price, originalPrice: extra.originalPrice ?? price },
  };
}

let nextLabel = 10001;

/** An order as the order lists answer it, with sensible defaults. */
export function makeOrder(extra: Partial<Order> = {}): Order {
  return {
    _id: hexId(),
    orderId: `ORD-20260304-${hexId().slice(-6).toUpperCase()}`,
    label: `ZN-${nextLabel++}`,
    createdAt: '2026-03-04T10:00:00.000Z',
    totalAmt: 1499.9,
    subTotalAmt: 1499.9,
    deliveryFee: 0,
    payment_status: 'CASH ON DELIVERY',
    order_status: 'pending',
    items: [
      makeOrderItem('Sac Tissé', 2, 649.95, {
        originalPrice: 699.95,
        image: ['/uploads/sac.webp'],
      }),
      makeOrderItem('Bague Argent', 1, 200),
    ],
    userId: { _id: hexId(), name: 'Salma Benali', email: 'salma@example.ma' },
    delivery_address: {
      _id: hexId(),
      adresse: '5 avenue Hassan II',
      ville: 'Rabat',
      telephone: '+212612345678',
    },
    ...extra,
  };
}

let nextDesk = 20001;

/** A row of the desk's queue, placed `minutesAgo` minutes ago, nobody holding it. */
export function makeConfirmation(extra: Partial<Confirmation> = {}, minutesAgo = 3): Confirmation {
  const n = nextDesk++;
  return {
    _id: hexId(),
    orderId: `ORD-20261129-${n}`,
    label: `ZN-${n}`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    customerName: 'Salma Benali',
    city: 'Casablanca',
    address: '12 rue des Oudayas',
    phone: '+212612345678',
    totalAmt: 450,
    items: [{ name: 'Sac Tissé', quantity: 2 }],
    attempts: [],
    nextCallAt: null,
    claimedBy: null,
    claimedByName: null,
    claimUntil: null,
    whatsappUrl: 'https://wa.me/212612345678?text=Bonjour',
    duplicateOf: null,
    duplicateOfLabel: null,
    blocked: false,
    customer: { orders: 0, delivered: 0, returned: 0, refused: 0, cancelled: 0, risk: 'none' },
    ...extra,
  };
}
