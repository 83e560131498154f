import { NotificationPreferencesTable } from "@/features/notifications/public/notification-preferences.tsx";
import { PushToggle } from "@/features/notifications/public/push-toggle.tsx";
import { notificationMessages } from "@turnuva/contract/notification-rules";
import { profileTexts } from "@/texts/profile.ts";
import { StatSection } from "../stat-tile.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";

/** Issue 26: the own profile's settings: the password, and how each kind of notification is told. */
export function AccountSettings() {
  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
      <StatSection heading={profileTexts.settings.changePassword} id="profil-sifre">
        <ChangePasswordForm />
      </StatSection>
      <StatSection heading={notificationMessages.preferencesTitle} id="profil-bildirimler">
        <div className="mb-4">
          <PushToggle />
        </div>
        <NotificationPreferencesTable />
      </StatSection>
    </div>
  );
}
