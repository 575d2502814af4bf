import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Banner } from '@zina/shared/schemas/catalogue';
import { makeBanner } from '../test-data';
import { BannerCarousel } from './banner-carousel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
});

function renderCarousel(banners: Banner[]) {
  const router = createMemoryRouter([{ path: '/', element: <BannerCarousel banners={banners} /> }]);
  render(<RouterProvider router={router} />);
}

/** The slide on screen is the only one not hidden from assistive technology. */
const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const three = () => [
  makeBanner({ title: 'Sacs' }),
  makeBanner({ title: 'Montres' }),
  makeBanner({ title: 'Bijoux' }),
];

describe('banner carousel (SPEC.md §4)', () => {
  it('moves to the next banner every 4000 ms and loops back to the first', () => {
    renderCarousel(three());
    expect(shownTitle()).toBe('Sacs');
    tick(3999);
    expect(shownTitle()).toBe('Sacs');
    tick(1);
    expect(shownTitle()).toBe('Montres');
    tick(4000);
    expect(shownTitle()).toBe('Bijoux');
    tick(4000);
    expect(shownTitle()).toBe('Sacs');
  });

  it('stays put while the mouse is over it, and moves again once it leaves', () => {
    renderCarousel(three());
    const carousel = screen.getByRole('region', { name: 'Nos temps forts' });
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    tick(12_000);
    expect(shownTitle()).toBe('Sacs');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    tick(4000);
    expect(shownTitle()).toBe('Montres');
  });

  it('jumps to a banner with its dot, then waits a full interval', () => {
    renderCarousel(three());
    tick(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher la bannière 3 : Bijoux' }));
    expect(shownTitle()).toBe('Bijoux');
    expect(
      screen
        .getByRole('button', { name: 'Afficher la bannière 3 : Bijoux' })
        .getAttribute('aria-current'),
    ).toBe('true');
    tick(3999);
    expect(shownTitle()).toBe('Bijoux');
    tick(1);
    expect(shownTitle()).toBe('Sacs');
  });

  it('does not move, and shows no dots, with a single banner', () => {
    renderCarousel([makeBanner({ title: 'Seule' })]);
    tick(20_000);
    expect(shownTitle()).toBe('Seule');
    expect(screen.queryByRole('button', { name: /Afficher la bannière/ })).toBeNull();
  });

  it('shows the default banner, whose second button leads to /products, when the list is empty', () => {
    renderCarousel([]);
    expect(shownTitle()).toBe('L’élégance au quotidien');
    expect(screen.getByRole('link', { name: 'Voir tous les produits' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('loads the first banner at once with high priority, the others lazily, desktop image from 768 px', () => {
    const banners = three();
    renderCarousel(banners);
    const pictures = () => [...document.querySelectorAll('picture img')];
    // Only the first picture at start; the next one a second later, before its turn.
    expect(pictures()).toHaveLength(1);
    tick(1000);
    expect(pictures()).toHaveLength(2);
    tick(3000); // the second banner shows…
    tick(1000); // …and the third picture follows.
    const imgs = pictures();
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(imgs.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto']);
    expect(imgs[0]!.getAttribute('src')).toBe(banners[0]!.imageMobile);
    const source = document.querySelector('picture source')!;
    expect(source.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source.getAttribute('srcset')).toContain(banners[0]!.imageDesktop + ' 1280w');
  });
});
