import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { useNavigate, useParams } from 'react-router-dom';
import { useEvent, useHostActions } from '../api';
import { EventForm } from '../components/event-form';
import { emptyEventForm, formOf } from '../event-form';
import '../events.css';

/** /swap-days/new: "Host a swap day" (docs/product.md §7.19); its page opens once it is made. */
export function NewEventPage() {
  const t = useT('events');
  const navigate = useNavigate();
  const { create } = useHostActions();
  return (
    <div className="page page--readable">
      <PageHeader title={t('events.form.newTitle')} back={paths.events} />
      <EventForm
        initial={emptyEventForm}
        submitLabel={t('events.form.create')}
        pending={create.isPending}
        error={create.error}
        onDismissError={() => create.reset()}
        onSubmit={(input) =>
          create.mutate(input, { onSuccess: (event) => navigate(paths.event(event.id)) })
        }
      />
    </div>
  );
}

/** /swap-days/:id/edit: the host changes their swap day, by the rules of making one. */
export function EditEventPage() {
  const t = useT('events');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const me = useSession()?.user.id;
  const event = useEvent(id);
  const { update } = useHostActions(id);
  return (
    <div className="page page--readable">
      <PageHeader title={t('events.form.editTitle')} back={paths.event(id)} />
      {event.isPending ? (
        <Loading />
      ) : event.isError ? (
        <Alert>{t('events.page.notFound')}</Alert>
      ) : event.data.host.id !== me ? (
        <Alert>{t('events.form.notHost')}</Alert>
      ) : (
        <EventForm
          initial={formOf(event.data)}
          submitLabel={t('events.form.save')}
          pending={update.isPending}
          error={update.error}
          onDismissError={() => update.reset()}
          onSubmit={(input) => update.mutate(input, { onSuccess: () => navigate(paths.event(id)) })}
        />
      )}
    </div>
  );
}
