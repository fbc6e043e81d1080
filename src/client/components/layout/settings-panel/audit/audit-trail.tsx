import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import type { AuditFilters } from '@shared/audit';
import type { User } from '@shared/user';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { auditTrailTexts } from '@client/texts/settings-panel-texts';
import { auditSearch, useAuditEvents } from '../api/get-audit-events';
import { useTeamMembers } from '../api/get-team-members';
import { SettingsSection } from '../settings-section';
import { AuditEventItem } from './audit-event-item';
import { AuditFilterBar } from './audit-filters';

export const auditTrailSectionId = 'settings-audit-trail';

/** The team's audit trail for its admins: filtered, newest first, a page at a time, exportable as CSV. */
export function AuditTrail({ user }: { user: User }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const members = useTeamMembers(user);
  const trail = useAuditEvents(filters);
  const events = trail.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <SettingsSection
      title={auditTrailTexts.title}
      description={auditTrailTexts.description}
      className="scroll-mt-4"
      action={
        <Button variant="outline" size="sm" asChild>
          <a href={`/api/audit-events.csv${auditSearch(filters)}`} download>
            <DownloadIcon aria-hidden />
            {auditTrailTexts.exportCsv}
          </a>
        </Button>
      }
    >
      <div id={auditTrailSectionId} tabIndex={-1} className="grid gap-3 outline-none">
        <AuditFilterBar filters={filters} members={members.data ?? []} onChange={setFilters} />
        {trail.isPending && (
          <div className="grid gap-2" aria-label={auditTrailTexts.loading} role="status">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
        {trail.isError && (
          <LoadError
            title={auditTrailTexts.loadFailed}
            error={trail.error}
            onRetry={() => void trail.refetch()}
          />
        )}
        {trail.isSuccess && events.length === 0 && (
          <p className="text-sm text-muted-foreground">{auditTrailTexts.empty}</p>
        )}
        {events.length > 0 && (
          <ul aria-label={auditTrailTexts.title}>
            {events.map((event) => (
              <AuditEventItem key={event.id} event={event} />
            ))}
          </ul>
        )}
        {trail.hasNextPage && (
          <Button
            variant="outline"
            onClick={() => void trail.fetchNextPage()}
            disabled={trail.isFetchingNextPage}
          >
            {auditTrailTexts.loadMore}
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
