import { auditActionLabels, auditObjectLabels, type AuditEvent } from '@shared/audit';
import { formatDateTime } from '@client/lib/format-date';
import { auditTrailTexts } from '@client/texts/settings-panel-texts';

/** What the AI was given, in a few words: its sources and whether a model saw them. */
function aiNote(details: AuditEvent['details']): string | null {
  const parts: string[] = [];
  if (Array.isArray(details.sources)) parts.push(auditTrailTexts.sources(details.sources.length));
  if (details.modelCalled === true) parts.push(auditTrailTexts.modelCalled);
  return parts.length > 0 ? parts.join(', ') : null;
}

export function AuditEventItem({ event }: { event: AuditEvent }) {
  const object = event.objectType === null ? null : auditObjectLabels[event.objectType];
  const note = aiNote(event.details);
  return (
    <li className="grid gap-0.5 border-b py-2 text-sm last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-medium">{auditActionLabels[event.action]}</span>
        <time dateTime={event.at} className="text-xs text-muted-foreground tabular-nums">
          {formatDateTime(event.at)}
        </time>
      </div>
      {(object || event.objectName) && (
        <p className="break-words">
          {object && <span className="text-muted-foreground">{object}: </span>}
          {event.objectName || `#${event.objectId}`}
        </p>
      )}
      <p className="text-xs break-words text-muted-foreground">
        {event.actorEmail}
        {event.address && ` ${auditTrailTexts.from_address(event.address)}`}
        {note && ` · ${note}`}
      </p>
    </li>
  );
}
