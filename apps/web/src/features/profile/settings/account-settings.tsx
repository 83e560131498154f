import { NotificationPreferencesTable } from "@/features/notifications/public/notification-preferences.tsx";
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
        {/* PUSH SUBSCRIPTION TOGGLE: the browser's push subscription switch (another part of issue 26) goes here, above the table. */}
        <NotificationPreferencesTable />
      </StatSection>
    </div>
  );
}
