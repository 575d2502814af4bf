import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Page({ locked = false }: { locked?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Modifier
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Modifier Produit"
        description="Les champs marqués sont obligatoires"
        locked={locked}
      >
        <input aria-label="Nom" />
        <input aria-label="Prix" data-autofocus />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled, described dialog: focus goes to [data-autofocus], stays inside, comes back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Modifier' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Modifier Produit' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Les champs marqués sont obligatoires').id).toBe(
      dialog.getAttribute('aria-describedby'),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Prix' }));
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('cannot be closed while locked (a save is running)', async () => {
    const user = userEvent.setup();
    render(<Page locked />);
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Modifier Produit' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Fermer' }).disabled).toBe(true);
  });
});
