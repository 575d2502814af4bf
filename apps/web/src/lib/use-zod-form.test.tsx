import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { FormField, PasswordField } from '../components/form-field';
import { useZodForm } from './use-zod-form';

const Schema = z
  .object({
    email: z.string().trim().toLowerCase().email('Email invalide'),
    password: z.string().min(1, 'Mot de passe requis'),
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.password, {
    message: 'Différents',
    path: ['confirm'],
    when: () => true,
  });

function Form({ sent, pending = false }: { sent: unknown[]; pending?: boolean }) {
  const form = useZodForm(Schema, { email: '', password: '', confirm: '' });
  const onSubmit = form.submitTo({ isPending: pending, mutate: (payload) => sent.push(payload) });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField control={form.control} name="email" label="Email" />
      <FormField
        control={form.control}
        name="password"
        label="Mot de passe"
        input={PasswordField}
      />
      <FormField control={form.control} name="confirm" label="Confirmer" />
      <p data-testid="watched">{form.values.email}</p>
      <button type="submit">Envoyer</button>
    </form>
  );
}

const ListSchema = z.object({
  lines: z.array(z.object({ name: z.string(), value: z.string().trim().min(1, 'Valeur requise') })),
});

function ListForm({ sent }: { sent: unknown[] }) {
  const form = useZodForm(ListSchema, {
    lines: [
      { name: 'Matière', value: '' },
      { name: 'Couleur', value: '' },
    ],
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  return (
    <form noValidate onSubmit={form.submitTo({ isPending: false, mutate: (p) => sent.push(p) })}>
      {lines.fields.map((line, index) => (
        <div key={line.id}>
          <FormField control={form.control} name={`lines.${index}.value`} label={line.name} />
          <button type="button" onClick={() => lines.remove(index)}>
            Retirer {line.name}
          </button>
        </div>
      ))}
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('useZodForm and FormField', () => {
  it('shows a message once the field is left, and follows the other fields', async () => {
    const user = userEvent.setup();
    render(<Form sent={[]} />);
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Email invalide')).toBeNull();
    expect(screen.getByTestId('watched').textContent).toBe('x');
    await user.tab();
    await screen.findByText('Email invalide');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Confirmer'), 'abc');
    await user.tab();
    await screen.findByText('Différents');
    // The confirmation's message moves when the password does.
    await user.type(screen.getByLabelText('Mot de passe'), 'abc');
    await waitFor(() => expect(screen.queryByText('Différents')).toBeNull());
    await user.type(screen.getByLabelText('Mot de passe'), 'd');
    await screen.findByText('Différents');
  });

  it('shows every message on a refused submit and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<Form sent={sent} />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Email invalide');
    screen.getByText('Mot de passe requis');
    // Nothing was left: the submit alone shows them, and does not move the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Envoyer' }));
    expect(sent).toEqual([]);
  });

  it("sends the schema's output, and nothing while a send is running", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { unmount } = render(<Form sent={sent} />);
    await user.type(screen.getByLabelText('Email'), ' Salma@Example.MA ');
    await user.type(screen.getByLabelText('Mot de passe'), 'abc');
    await user.type(screen.getByLabelText('Confirmer'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(sent).toEqual([{ email: 'salma@example.ma', password: 'abc', confirm: 'abc' }]),
    );
    unmount();

    const none: unknown[] = [];
    render(<Form sent={none} pending />);
    await user.type(screen.getByLabelText('Email'), 'a@b.ma');
    await user.type(screen.getByLabelText('Mot de passe'), 'abc');
    await user.type(screen.getByLabelText('Confirmer'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(none).toEqual([]);
  });

  it("keeps a list item's message on its own field as the list changes", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<ListForm sent={sent} />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findAllByText('Valeur requise')).toHaveLength(2);
    await user.type(screen.getByLabelText('Matière'), 'Cuir');
    await waitFor(() => expect(screen.getAllByText('Valeur requise')).toHaveLength(1));
    expect(screen.getByLabelText('Couleur').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Matière').getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retirer Couleur' }));
    await waitFor(() => expect(screen.queryByText('Valeur requise')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sent).toEqual([{ lines: [{ name: 'Matière', value: 'Cuir' }] }]));
  });
});
