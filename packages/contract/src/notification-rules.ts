/**
 * Issue 26: what the app tells people, free of zod (the pages and the mails read it). Every kind,
 * what it names, its Turkish sentence, where it leads and how it is told by default.
 */

export const NOTIFICATION_KINDS = [
  "platformInvited",
  "invitationAccepted",
  "platformRemoved",
  "tournamentAdded",
  "resultReported",
  "resultDisputed",
  "matchConfirmed",
  "roundOpened",
  "deadlineSoon",
  "tournamentFinished",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The objects a notification is about, as they were when it was made. */
export interface NotificationData {
  platform?: { slug: string; name: string };
  tournament?: { slug: string; name: string };
  matchId?: string;
  /** The other person: who invited, accepted, reported; the opponent of a match. */
  actor?: string;
  /** A match's two players, home first as its score: 'ali – veli' (a report, a dispute). */
  players?: string;
  /** A match's score as the sentence shows it: '2–1'. */
  score?: string;
  /** 'Tur 2', '3. Hafta', 'Yarı Final'… */
  round?: string;
  /** ISO date and time of a deadline. */
  deadline?: string;
  /** The champion's username, or null when a finished tournament has none (a challenge). */
  champion?: string | null;
}

export interface NotificationView {
  _id: string;
  kind: NotificationKind;
  data: NotificationData;
  createdAt: string;
  readAt: string | null;
}

/** The kinds' names in the preferences section ('Bildirim Tercihleri'). */
export const notificationKindLabels: Record<NotificationKind, string> = {
  platformInvited: "Platform davetleri",
  invitationAccepted: "Kabul edilen davetler",
  platformRemoved: "Platformdan çıkarılma",
  tournamentAdded: "Turnuvaya eklenme",
  resultReported: "Rakibin bildirdiği skorlar",
  resultDisputed: "İtiraz edilen sonuçlar",
  matchConfirmed: "Onaylanan maçlar",
  roundOpened: "Açılan turlar",
  deadlineSoon: "Yaklaşan son günler",
  tournamentFinished: "Biten turnuvalar",
};

export interface NotificationChannels {
  email: boolean;
  push: boolean;
}

/** How each kind is told when the person chose nothing: the app always lists it. */
export const defaultNotificationChannels: Record<NotificationKind, NotificationChannels> = {
  platformInvited: { email: true, push: true },
  invitationAccepted: { email: false, push: false },
  platformRemoved: { email: true, push: false },
  tournamentAdded: { email: false, push: false },
  resultReported: { email: true, push: true },
  resultDisputed: { email: true, push: true },
  matchConfirmed: { email: false, push: false },
  roundOpened: { email: false, push: false },
  deadlineSoon: { email: true, push: true },
  tournamentFinished: { email: false, push: false },
};

const tournamentName = (data: NotificationData) => data.tournament?.name ?? "Turnuva";
const platformName = (data: NotificationData) => data.platform?.name ?? "Platform";

/** The sentence of a notification, in the bell's panel, the mail's subject and the push. */
export function notificationText(kind: NotificationKind, data: NotificationData): string {
  switch (kind) {
    case "platformInvited":
      return `${data.actor ?? "Bir üye"} sizi ${platformName(data)} platformuna davet etti.`;
    case "invitationAccepted":
      return `${data.actor ?? "Bir üye"}, ${platformName(data)} davetinizi kabul etti.`;
    case "platformRemoved":
      return `${platformName(data)} platformundan çıkarıldınız.`;
    case "tournamentAdded":
      return `${tournamentName(data)} turnuvasına eklendiniz.`;
    case "resultReported":
      // 'Onaylayın veya itiraz edin': the buttons it leads to are 'Onayla' and 'İtiraz Et'.
      return data.players
        ? `${data.actor ?? "Rakibiniz"}, ${tournamentName(data)} turnuvasındaki ${data.players} maçınız için ${data.score ?? ""} skorunu bildirdi. Onaylayın veya itiraz edin.`
        : `${data.actor ?? "Rakibiniz"}, ${tournamentName(data)} maçınız için ${data.score ?? ""} skorunu bildirdi. Onaylayın veya itiraz edin.`;
    case "resultDisputed":
      return data.players
        ? `${tournamentName(data)} turnuvasında ${data.players} maçının sonucuna itiraz edildi.`
        : `${tournamentName(data)} turnuvasında bir maçın sonucuna itiraz edildi.`;
    case "matchConfirmed":
      return `${tournamentName(data)}: ${data.actor ?? "rakibiniz"} ile maçınız ${data.score ?? ""} olarak onaylandı.`;
    case "roundOpened":
      return `${tournamentName(data)} turnuvasında ${data.round ?? "yeni tur"} başladı.`;
    case "deadlineSoon":
      return `${tournamentName(data)}: ${data.actor ?? "rakibiniz"} ile maçınızın son gününe 24 saatten az kaldı.`;
    case "tournamentFinished":
      return data.champion ? `${tournamentName(data)} tamamlandı. Şampiyon: ${data.champion}.` : `${tournamentName(data)} tamamlandı.`;
  }
}

/** Where a notification leads, as a path of the web app. */
export function notificationPath(kind: NotificationKind, data: NotificationData): string {
  if (kind === "platformInvited") return "/platformlar";
  if (data.tournament) return `/turnuvalar/${encodeURIComponent(data.tournament.slug)}`;
  if (data.platform && kind !== "platformRemoved") return `/platformlar/${encodeURIComponent(data.platform.slug)}`;
  return "/platformlar";
}

export const notificationMessages = {
  title: "Bildirimler",
  empty: "Henüz bildiriminiz yok.",
  markAllRead: "Tümünü okundu işaretle",
  idsRequired: "Okundu işaretlenecek bildirimleri seçin.",
  preferencesTitle: "Bildirim Tercihleri",
  preferencesSaved: "Bildirim tercihleriniz kaydedildi.",
  unsubscribed: "Bu tür bildirimler için artık e-posta almayacaksınız.",
  unsubscribeInvalid: "Abonelikten çıkma bağlantısı geçersiz.",
  unsubscribeTitle: "E-posta aboneliği",
  unsubscribeQuestion: (kindLabel: string) => `"${kindLabel}" için artık e-posta almak istemiyor musunuz?`,
  unsubscribeButton: "Abonelikten çık",
  backToSite: "Turnuvam'a dön",
  kindUnknown: "Bilinmeyen bildirim türü.",
  tooManyIds: "Bir seferde en fazla 100 bildirim okundu işaretlenebilir.",
  idsOrAll: "Okundu işaretlemek için ya bildirimleri (ids) ya da tümünü (all) seçin, ikisini birden değil.",
  emailChoice: "E-posta tercihi açık (true) ya da kapalı (false) olmalıdır.",
  pushChoice: "Bildirim tercihi açık (true) ya da kapalı (false) olmalıdır.",
  tooManyStreams: "Bu adresten çok fazla canlı bağlantı açık. Bildirimler birazdan yeniden denenecek.",
} as const;
