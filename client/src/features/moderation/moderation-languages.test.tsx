import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { AuditEntry, DeskReport, ReportedThing } from '@common/schemas/moderation';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModerationPage } from './routes/moderation-page';

// The desk in a moderator's Spanish (docs/decisions.md "Languages"). Noon UTC: the same day
// in every time zone the test may run in.
const card = (id: number, username: string) => ({ id, username, profile_picture: null });

const aReport = (id: number, over: Partial<DeskReport> = {}): DeskReport => ({
  id,
  status: 'open',
  reason: 'scam',
  details: null,
  created_at: '2026-05-02T12:00:00.000Z',
  closed_at: null,
  reporter: card(2, 'rosa'),
  ...over,
});

const thing = (others: number): ReportedThing => ({
  target_type: 'listing',
  target_id: 30,
  reports: [aReport(11), aReport(14, { reason: 'spam', reporter: card(3, 'tom') })],
  reports_on_target: 2 + others,
  act_on: 11,
  target: {
    type: 'listing',
    listing: aListing({ id: 30, title: 'Rare orchids', owner_id: 8, moderation: 'held' }),
    owner: { ...card(8, 'shady'), is_suspended: false, is_deleted: false },
  },
});

const entry: AuditEntry = {
  id: 1,
  moderator: card(1, 'mod'),
  action: 'suspend_member',
  target_type: 'user',
  target_id: 8,
  report_id: 11,
  note: null,
  created_at: '2026-05-03T12:00:00.000Z',
};

let open: ReportedThing[];

beforeEach(async () => {
  sessionStore.start('token', { id: 1, username: 'mod' });
  open = [thing(1)];
  fakeApi({
    'GET /moderation/reports': ({ query }) => ({ data: query.status === 'closed' ? [] : open }),
    'GET /moderation/audit': { data: [entry] },
  });
  await act(() => switchLocale('es'));
});
afterEach(() => sessionStore.clear());

const renderDesk = () => renderRoute(<ModerationPage />, { path: '/moderation' });

describe('the moderation desk in Spanish', () => {
  it('says the reports, their dates, the other reports and the actions in Spanish', async () => {
    renderDesk();
    const listing = await screen.findByRole('article', {
      name: 'Estafa o fraude, Spam: un anuncio',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Panel de moderación');
    expect(listing).toHaveTextContent('1 reporte más sobre esto, cerrado');
    const reports = within(listing).getByRole('list', { name: 'Reportes' });
    expect(reports).toHaveTextContent('Reportado por rosa el 2 may 2026');
    expect(within(listing).getByText('retenido por reportes')).toBeInTheDocument();
    expect(within(listing).getByLabelText('Nota (opcional)')).toHaveAccessibleDescription(
      'Se guarda con la acción en el registro, hasta 1,000 caracteres.',
    );
    expect(
      within(listing)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Descartar', 'Retirar anuncio', 'Suspender al miembro']);
    await userEvent.click(within(listing).getByRole('button', { name: 'Suspender al miembro' }));
    expect(screen.getByRole('dialog', { name: '¿Suspender al miembro?' })).toHaveTextContent(
      'La sesión de shady se cierra al instante',
    );
  });

  it('counts the other reports with the plural', async () => {
    open = [thing(3)];
    renderDesk();
    const listing = await screen.findByRole('article', {
      name: 'Estafa o fraude, Spam: un anuncio',
    });
    expect(listing).toHaveTextContent('3 reportes más sobre esto, cerrados');
  });

  it('tells the audit log in Spanish, dated as Spanish writes dates', async () => {
    renderDesk();
    await userEvent.click(await screen.findByRole('tab', { name: 'Registro de acciones' }));
    const log = await screen.findByRole('list', { name: 'Registro de acciones' });
    expect(log).toHaveTextContent('mod suspendió al miembro #8');
    expect(within(log).getByRole('link', { name: 'miembro #8' })).toHaveAttribute(
      'href',
      '/seller/8',
    );
    expect(log).toHaveTextContent('3 may 2026');
  });
});
