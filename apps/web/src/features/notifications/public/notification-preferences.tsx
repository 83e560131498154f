import { useState } from "react";
import { notificationKindLabels, notificationMessages, type NotificationKind } from "@turnuva/contract/notification-rules";
import { ApiError } from "@/lib/api-client.ts";
import { commonTexts } from "@/texts/common.ts";
import { notificationTexts } from "@/texts/notifications.ts";
import { notificationBellTexts } from "@/texts/notification-bell.ts";
import { Alert } from "@/ui/alert.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { useNotificationPreferences, useSavePreference, type NotificationPreference } from "../api/preferences.ts";

const texts = notificationTexts.preferences;
type Channel = "email" | "push";

/**
 * Issue 26 'Bildirim Tercihleri' on the own profile: every kind with two checkboxes, e-mail and
 * push (the app always lists it); a change is saved at once and said in a polite status line.
 */
export function NotificationPreferencesTable() {
  const preferences = useNotificationPreferences();
  const save = useSavePreference();
  // The boxes follow the person's click at once; the server's answer then replaces the list.
  const [pending, setPending] = useState<NotificationPreference | null>(null);
  const [status, setStatus] = useState("");

  if (preferences.isPending) return <Spinner label={texts.loading} />;
  if (preferences.isError) {
    return <Alert tone="error">{preferences.error instanceof ApiError ? preferences.error.message : commonTexts.api.unexpected}</Alert>;
  }

  const change = (preference: NotificationPreference, channel: Channel, checked: boolean) => {
    const next = { ...preference, [channel]: checked };
    setPending(next);
    setStatus("");
    save.mutate(next, {
      onSuccess: () => setStatus(notificationMessages.preferencesSaved),
      onError: (error) => setStatus(error instanceof ApiError ? error.message : commonTexts.api.unexpected),
      onSettled: () => setPending(null),
    });
  };

  const shown = (kind: NotificationKind) => {
    const saved = preferences.data.preferences.find((preference) => preference.kind === kind);
    return pending?.kind === kind ? pending : saved;
  };

  return (
    <div>
      <p className="text-sm text-slate-600">{texts.intro}</p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {texts.kind}
            </th>
            <th scope="col" className="w-20 px-1 py-2 text-center font-semibold">
              {commonTexts.email}
            </th>
            <th scope="col" className="w-20 px-1 py-2 text-center font-semibold">
              {notificationBellTexts.word}
            </th>
          </tr>
        </thead>
        <tbody>
          {preferences.data.preferences.map(({ kind }) => {
            const preference = shown(kind);
            if (!preference) return null;
            const label = notificationKindLabels[kind];
            return (
              <tr key={kind} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-2 font-medium text-slate-800">
                  {label}
                </th>
                {(["email", "push"] as const).map((channel) => (
                  <td key={channel} className="px-1 py-1 text-center">
                    <label className="inline-grid size-11 cursor-pointer place-items-center">
                      <input
                        type="checkbox"
                        className="size-5"
                        aria-label={channel === "email" ? texts.emailFor(label) : texts.pushFor(label)}
                        checked={preference[channel]}
                        // aria-disabled, not disabled: the box pressed keeps focus while it is saved;
                        // a press meanwhile is ignored (the box stays as it is shown).
                        aria-disabled={save.isPending}
                        onChange={(event) => save.isPending || change(preference, channel, event.target.checked)}
                      />
                    </label>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p role="status" className="mt-3 min-h-5 text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
