import type { Banner, Product } from '@zina/shared/schemas/catalogue';
import { hexId } from '../../test/fake-api';

/**
 * The storefront's sample rows for component tests (a bag of Fès in its category, a banner with
 * its buttons), on the fake API's ids so that no two rows of a run share one.
 */

export function makeProduct(over: Partial<Product> = {}): Product {
  const _id = over._id ?? hexId();
  return {
    _id,
    name: 'Sac à main Fès',
    image: [`/uploads/images/${_id}-800.webp`],
    category: [{ _id: 'c'.repeat(24), name: 'Sacs' }],
    subCategory: [{ _id: 'd'.repeat(24), name: 'Sacs à main' }],
    unit: 'Taille unique',
    stock: 5,
    price: 549,
    discount: 0,
    description: 'Cuir pleine fleur tanné à Fès.',
    more_details: { Couleur: 'Camel' },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function makeBanner(over: Partial<Banner> = {}): Banner {
  const _id = over._id ?? hexId();
  return {
    _id,
    title: 'Nouvelle collection',
    subtitle: 'Cuir véritable',
    description: 'Façonné à Fès.',
    imageDesktop: `/uploads/images/${_id.replace(/.$/, '1')}-1280.webp`,
    imageMobile: `/uploads/images/${_id.replace(/.$/, '2')}-800.webp`,
    buttonText: 'Découvrir',
    buttonLink: '/sacs-cccccccccccccccccccccccc/sacs-a-main-dddddddddddddddddddddddd',
    secondaryButtonText: 'Tous les produits',
    secondaryButtonLink: '/products',
    isActive: true,
    order: 0,
    tag: 'Nouveauté',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
