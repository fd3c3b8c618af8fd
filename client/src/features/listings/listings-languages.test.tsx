import { MyListingsPage } from '@client/app/pages/my-listings-page';
import { SellerPage } from '@client/app/pages/seller-page';
import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { aListing, aPublicMember } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { DAY_MS } from '@common/time';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AreaMap from './components/area-map';
import { ListingDetailPage } from './routes/listing-detail-page';
import { MarketplacePage } from './routes/marketplace-page';
import { NewListingPage } from './routes/new-listing-page';

// The listing screens in Spanish (docs/decisions.md "Languages"): the texts, the plurals, and
// prices, distances and ages as US Spanish writes them.
const twoDaysAgo = () => new Date(Date.now() - 2 * DAY_MS - 60_000).toISOString();
const spanish = () => act(() => switchLocale('es'));

afterEach(() => sessionStore.clear());

describe('the listing screens in Spanish', () => {
  it('the marketplace: its words, a card’s price, distance and age, its filters and a plural', async () => {
    signInAs(1, 'rosa');
    const tomatoes = aListing({
      id: 1,
      title: 'Tomates maduros',
      owner_id: 2,
      price: 4.5,
      created_at: twoDaysAgo(),
      distance: 0.8,
      distance_unit: 'mi',
    });
    fakeApi({ 'GET /listings/': ({ query }) => ({ data: query.category_id ? [] : [tomatoes] }) });
    renderRoute(<MarketplacePage defaultTab="public" />, { path: '/listings' });
    // Switched with the page on screen: it speaks Spanish at once.
    expect(await screen.findByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();
    await spanish();
    expect(screen.getByRole('heading', { name: 'Mercado' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Públicos' })).toHaveAttribute('aria-selected', 'true');
    const card = (await screen.findByText('Tomates maduros')).closest('li')!;
    expect(card).toHaveTextContent('$4.50');
    expect(card).toHaveTextContent('0.8 mi · hace 2 días');

    await userEvent.click(screen.getByRole('button', { name: 'semillas' }));
    expect(await screen.findByText('Por ahora no hay anuncios de semillas.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtrar anuncios' });
    await userEvent.click(within(dialog).getByLabelText('Precio más bajo'));
    await userEvent.click(within(dialog).getByLabelText('regalo'));
    await userEvent.type(within(dialog).getByLabelText('Precio mínimo'), '5');
    await userEvent.type(within(dialog).getByLabelText('Precio máximo'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(
      within(dialog).getByText('El precio mínimo no puede ser mayor que el máximo'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Precio máximo'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('button', { name: 'Filtrar (3)' })).toBeInTheDocument();
  });

  it('a listing page to its owner: status, actions, area and the delete dialog', async () => {
    signInAs(1, 'rosa');
    await spanish();
    const lavender = aListing({
      id: 5,
      title: 'Lavanda',
      price: 12,
      category_id: 3,
      owner_city: 'Provo',
      distance: 3.4,
      distance_unit: 'km',
      created_at: twoDaysAgo(),
    });
    fakeApi({ 'GET /listings/5': { data: lavender }, 'GET /listings/5/askers': { data: [] } });
    renderRoute(<ListingDetailPage messageOwner={() => null} />, {
      path: '/listings/:id',
      at: '/listings/5',
    });
    expect(await screen.findByRole('heading', { name: 'Lavanda' })).toBeInTheDocument();
    expect(screen.getByText('$12.00')).toBeInTheDocument();
    expect(screen.getByText('plantas')).toBeInTheDocument();
    expect(screen.getByText('publicado hace 2 días')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dónde está' })).toHaveTextContent(
      'Cerca de Provo · a 3.4 km',
    );
    const manage = screen.getByRole('region', { name: 'Administrar este anuncio' });
    expect(manage).toHaveTextContent('Estado: Disponible');
    expect(within(manage).getByRole('button', { name: 'Marcar como vendido' })).toBeEnabled();
    expect(within(manage).getByRole('button', { name: 'Apartar para…' })).toBeEnabled();
    expect(
      await within(manage).findByText('Todavía nadie ha preguntado por este anuncio.'),
    ).toBeInTheDocument();
    await userEvent.click(within(manage).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar anuncio' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres eliminar “Lavanda”?');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('credits the small map’s tiles in Spanish too', async () => {
    await spanish();
    const { container } = render(
      <AreaMap
        provider="osm"
        zoom={14}
        latitude={40.2}
        longitude={-111.6}
        onUnavailable={() => {}}
      />,
    );
    const credit = container.querySelector('.leaflet-control-attribution')!;
    expect(credit).toHaveTextContent('© colaboradores de OpenStreetMap');
    expect(
      within(credit as HTMLElement).getByRole('link', { name: 'OpenStreetMap' }),
    ).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it('the listing form: labels, categories, the produce hint and its own date check', async () => {
    signInAs(1, 'rosa');
    await spanish();
    fakeApi({});
    renderRoute(<NewListingPage />, { path: '/listings/new' });
    expect(screen.getByRole('heading', { name: 'Nuevo anuncio' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toBeRequired();
    expect(screen.getByRole('option', { name: 'regalo' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'cosecha' })).toBeInTheDocument();
    expect(screen.getByText('Hasta 6. La primera es la portada.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'La cosecha se ofrece durante 7 días, a menos que elijas otra fecha (30 como máximo); renuévala cuando termine.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Título'), 'Tomates');
    await userEvent.type(screen.getByLabelText('Precio'), '2');
    await userEvent.clear(screen.getByLabelText('Disponible hasta'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        'La cosecha necesita una fecha de fin, como máximo dentro de 30 días',
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Categoría'), 'semillas');
    expect(
      screen.getByText('Opcional: sin fecha, se sigue ofreciendo hasta que lo quites.'),
    ).toBeInTheDocument();
  });

  it('My lists: tabs, groups by category and what a toggle says', async () => {
    signInAs(1, 'rosa');
    await spanish();
    fakeApi({
      'GET /listings/': {
        data: [
          aListing({ id: 1, title: 'Tomates' }),
          aListing({ id: 2, title: 'Frijoles', category_id: 2, is_public: false }),
          aListing({ id: 3, title: 'Albahaca', state_id: 3, type_id: 3, price: 0 }),
        ],
      },
      'GET /listings/want-listings': { data: [] },
    });
    renderRoute(<MyListingsPage />, { path: '/my-listings' });
    expect(await screen.findByRole('region', { name: 'cosecha' })).toHaveTextContent('Tomates');
    expect(screen.getByRole('region', { name: 'semillas' })).toHaveTextContent('Frijoles');
    expect(screen.getByRole('region', { name: 'Entregados' })).toHaveTextContent('Regalado');
    expect(screen.getByRole('tab', { name: 'Tengo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Publicar un anuncio' })).toBeInTheDocument();
    const beans = screen.getByRole('checkbox', { name: 'público: Frijoles' }).closest('li')!;
    expect(beans).toHaveTextContent(/solo amigos$/);
    await userEvent.click(screen.getByRole('tab', { name: 'Deseo' }));
    expect(await screen.findByText('No hay nada en la lista de deseos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar a la lista de deseos' })).toBeInTheDocument();
  });

  it('a seller page to a guest: place, one friend, the way in and the lists', async () => {
    await spanish();
    fakeApi({
      'GET /auth/users/7/public': {
        data: aPublicMember({ id: 7, username: 'basil_b', friend_count: 1 }),
      },
      'GET /listings/': {
        data: [aListing({ id: 9, title: 'Albahaca', owner_id: 7, category_id: 3, price: 2 })],
      },
    });
    renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/7' });
    const profile = await screen.findByRole('region', { name: 'Perfil de basil_b' });
    expect(profile).toHaveTextContent('Ubicación sin indicar');
    expect(profile).toHaveTextContent('1 amigo');
    expect(
      screen.getByRole('link', { name: 'Regístrate para enviar una solicitud de amistad' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Regístrate para escribirle a basil_b' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Listas de basil_b' })).toBeInTheDocument();
    const plants = await screen.findByRole('region', { name: 'plantas' });
    await waitFor(() => expect(plants).toHaveTextContent('$2.00'));
  });
});
