import { switchLocale } from '@client/lib/i18n/locale-store';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { WantListing } from '@common/types';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WishListEditor } from './routes/post-want-page';

// The wish-list form in Spanish (docs/decisions.md "Languages"): its words and its checks.
const SAVE = 'POST /listings/want-listings/batch';
const tomatoes: WantListing = {
  id: 1,
  title: 'Tomates',
  category_id: 1,
  owner_id: 7,
  season_months: [],
};

function renderEditor(saved: WantListing[] = []) {
  return renderRoute(<WishListEditor saved={saved} />, { path: '/post-want' });
}

describe('the wish-list form in Spanish', () => {
  it('names its groups and rows, and says what is missing', async () => {
    await act(() => switchLocale('es'));
    const server = fakeApi({ [SAVE]: { data: [] } });
    renderEditor();
    expect(screen.getByRole('group', { name: 'semillas' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'semillas: artículo 1' })).toHaveAttribute(
      'placeholder',
      'Agrega semillas…',
    );
    expect(screen.getByRole('button', { name: 'Agregar semillas' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Agrega al menos un artículo a tu lista de deseos'),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'plantas: artículo 1' }), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cada artículo debe tener al menos 3 caracteres')).toBeVisible();
    expect(server.to(SAVE)).toEqual([]);
  });

  it('marks a saved item for removal, and says why a save was refused', async () => {
    await act(() => switchLocale('es'));
    fakeApi({ [SAVE]: { status: 409, data: { detail: 'Ya tienes 5 artículos de cosecha.' } } });
    renderEditor([tomatoes]);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar cosecha: artículo 1' }));
    expect(screen.getByText('Se quitará cuando guardes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conservar cosecha: artículo 1' })).toHaveTextContent(
      'Deshacer',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        'No pudimos guardar los cambios. Inténtalo de nuevo. Ya tienes 5 artículos de cosecha.',
      ),
    ).toBeInTheDocument();
  });
});
