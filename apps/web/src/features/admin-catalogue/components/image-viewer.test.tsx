import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageViewer } from './image-viewer';

function Viewer() {
  const [src, setSrc] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSrc('/uploads/images/sac-640.webp')}>
        Voir l’image
      </button>
      <ImageViewer src={src} alt="Sac Tissé" onClose={() => setSrc(null)} />
    </>
  );
}

describe('ImageViewer', () => {
  it('shows the image in a labelled dialog, keeps focus on its only control, and gives it back', async () => {
    const user = userEvent.setup();
    render(<Viewer />);
    const opener = screen.getByRole('button', { name: 'Voir l’image' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sac Tissé' });
    const close = screen.getByRole('button', { name: "Fermer l'aperçu" });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/uploads/images/sac-640.webp');
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(close);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: "Fermer l'aperçu" }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
