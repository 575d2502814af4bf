import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductFeeds } from './product-feeds';

describe('Flux produits', () => {
  it('shows the Google and Meta feed addresses and copies them', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<ProductFeeds />);
    screen.getByRole('heading', { name: 'Flux produits' });
    const google = `${window.location.origin}/feeds/google.xml`;
    const meta = `${window.location.origin}/feeds/meta.csv`;
    expect(screen.getByRole('link', { name: google }).getAttribute('href')).toBe(google);
    expect(screen.getByRole('link', { name: meta }).getAttribute('href')).toBe(meta);
    await user.click(
      screen.getByRole('button', { name: 'Copier le lien du flux Google Merchant Center' }),
    );
    expect(writeText).toHaveBeenLastCalledWith(google);
    expect(await navigator.clipboard.readText()).toBe(google);
  });
});
