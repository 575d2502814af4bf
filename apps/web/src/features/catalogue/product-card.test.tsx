import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Product } from '@zina/shared/schemas/catalogue';
import { ProductCard } from './product-card';
import { PriceTag } from './price-tag';
import { makeProduct } from './test-data';

function renderCard(product: Product) {
  const router = createMemoryRouter([{ path: '/', element: <ProductCard product={product} /> }]);
  return render(<RouterProvider router={router} />);
}

/** Intl puts a no-break space before MAD: compare on plain spaces. */
const text = (el: Element | null) => el?.textContent?.replace(/\s/g, ' ') ?? null;

describe('product card (SPEC.md §2)', () => {
  it('links to /product/{slug}-{id} and shows name, unit, price and the add control', () => {
    const p = makeProduct({ name: 'Sac à main Fès, cuir & laiton' });
    renderCard(p);
    const link = screen.getByRole('link', { name: 'Sac à main Fès, cuir & laiton' });
    expect(link.getAttribute('href')).toBe(`/product/sac-a-main-fes-cuir-laiton-${p._id}`);
    screen.getByText('Taille unique');
    expect(text(screen.getByTestId('price'))).toBe('Prix : 549,00 MAD');
    screen.getByRole('button', { name: /Ajouter/ });
    const img = screen.getByRole('img', { name: p.name });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('srcset')).toBe(
      `/uploads/images/${p._id}-320.webp 320w, /uploads/images/${p._id}-640.webp 640w, /uploads/images/${p._id}-800.webp 800w`,
    );
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('640');
  });

  it('is not rendered without a first image, a name or an id', () => {
    for (const broken of [
      makeProduct({ image: [] }),
      makeProduct({ image: [''] }),
      makeProduct({ name: '' }),
      makeProduct({ _id: '' }),
    ]) {
      const { container, unmount } = renderCard(broken);
      expect(container.querySelector('article')).toBeNull();
      unmount();
    }
  });

  it('shows the discount badge and the struck original price only when the discount is non-zero', () => {
    const { unmount } = renderCard(makeProduct({ price: 219, discount: 10 }));
    const card = screen.getByRole('article');
    within(card).getByText((_, el) => el?.tagName === 'P' && text(el) === 'Remise de -10%');
    // 219 − 21,90 rounded up to 22 dirhams.
    expect(text(screen.getByTestId('price'))).toBe('Prix : 197,00 MAD');
    expect(text(card.querySelector('del'))).toBe('219,00 MAD');
    unmount();

    renderCard(makeProduct({ price: 219, discount: 0 }));
    expect(screen.queryByText(/Remise de/)).toBeNull();
    expect(screen.getByRole('article').querySelector('del')).toBeNull();
  });

  it('shows Épuisé instead of the add control when the stock is 0', () => {
    renderCard(makeProduct({ stock: 0 }));
    screen.getByText('Épuisé');
    expect(screen.queryByRole('button', { name: /Ajouter/ })).toBeNull();
  });
});

describe('price display', () => {
  it("shows the discounted price in fr-MA MAD, the original struck through and '-X% OFF'", () => {
    const { container } = render(<PriceTag price={1499.9} discount={25} size="page" />);
    // 1499,90 × 25 % = 374,975 → 375 dirhams off.
    expect(text(screen.getByTestId('price'))).toBe('Prix : 1.124,90 MAD');
    expect(text(container.querySelector('del'))).toBe('1.499,90 MAD');
    screen.getByText('-25% OFF');
  });

  it('shows neither a struck price nor a percentage without a discount', () => {
    const { container } = render(<PriceTag price={149} discount={0} size="page" />);
    expect(text(screen.getByTestId('price'))).toBe('Prix : 149,00 MAD');
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText(/OFF/)).toBeNull();
  });
});
