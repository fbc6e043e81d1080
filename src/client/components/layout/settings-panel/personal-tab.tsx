import type { User } from '@shared/user';
import { DisplaySettings } from './display-settings';
import { NotificationSettings } from './notification-settings';
import { ProfileForm } from './profile-form';

export function PersonalTab({ user }: { user: User }) {
  return (
    <div className="grid gap-4">
      <ProfileForm user={user} />
      <NotificationSettings user={user} />
      <DisplaySettings user={user} />
    </div>
  );
}
