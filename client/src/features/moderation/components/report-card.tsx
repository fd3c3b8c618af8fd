import { type Translate, useT } from '@client/lib/i18n/use-i18n';
import type { ModerationActionName, ReportedThing } from '@common/schemas/moderation';
import { useId } from 'react';
import { ReportActions } from './report-actions';
import { ReportList } from './report-list';
import { TargetView } from './target-view';

type T = Translate<'moderation' | 'safety'>;

/** "Scam or fraud, Spam: a listing": the reasons given, each once, in the reports' order. */
function thingTitle(thing: ReportedThing, t: T): string {
  const reasons = [...new Set(thing.reports.map((r) => t(`safety.report.reason.${r.reason}`)))];
  return t('moderation.card.title', { reasons: reasons.join(', '), target: thing.target_type });
}

/** The reports on the thing the tab does not show: closed ones on "Open reports", and back. */
function othersLine(thing: ReportedThing, t: T): string | undefined {
  const others = thing.reports_on_target - thing.reports.length;
  if (others <= 0) return undefined;
  const state = thing.reports[0]?.status === 'open' ? 'closed' : 'open';
  return t('moderation.card.others', { count: others, state });
}

/**
 * One reported thing (docs/product.md §14.3): the reasons, its reports (who, when, their
 * details), the thing as it is now, and the actions, taken on one report of another member's;
 * on a thing only this moderator reported, no actions but a word on why.
 */
export function ReportCard({
  thing,
  me,
  onDone,
}: {
  thing: ReportedThing;
  me: number | undefined;
  onDone: (thing: ReportedThing, action: ModerationActionName) => void;
}) {
  const titleId = useId();
  const t = useT('moderation', 'safety');
  const others = othersLine(thing, t);
  return (
    <article className="mod-report card" aria-labelledby={titleId}>
      <header className="mod-report__head">
        <h2 id={titleId} className="mod-report__title">
          {thingTitle(thing, t)}
        </h2>
        {others && <p className="muted mod-report__by">{others}</p>}
      </header>
      <ReportList reports={thing.reports} />
      <TargetView target={thing.target} />
      {thing.act_on === null ? (
        // The server's refusal (OWN_REPORT) in the reader's language.
        <p className="muted mod-report__own">{t('moderation.card.own')}</p>
      ) : (
        <ReportActions
          key={thing.act_on}
          thing={thing}
          reportId={thing.act_on}
          me={me}
          onDone={(action) => onDone(thing, action)}
        />
      )}
    </article>
  );
}
