import { BellIcon } from 'lucide-react';
import { dashboardTexts } from '@client/texts/dashboard-texts';
import { Button } from '@client/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@client/components/ui/sheet';
import { ActivityFeed } from './activity-feed';

/** The Notifications button and the side panel it opens: the team's activity, newest first. */
export function NotificationsPanel() {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline">
          <BellIcon aria-hidden />
          {dashboardTexts.notifications}
        </Button>
      </SheetTrigger>
      <SheetContent className="sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{dashboardTexts.notifications}</SheetTitle>
          <SheetDescription>What has happened across your team's pipeline lately.</SheetDescription>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-6">
          <ActivityFeed label={dashboardTexts.recentActivity} skeletonRows={6} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
