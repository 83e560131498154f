/** Issue 25: the matches waiting for the member on "/" (loaded with features/home/waiting-matches.tsx). */
export const waitingMatchesTexts = {
  intro: "Skorunu bildireceğin ya da rakibinin skorunu onaylayacağın maçlar; her biri turnuvadaki Maçlarım bölümüne götürür.",
  none: "Şu an seni bekleyen bir maç yok.",
  failed: (message: string) => `Maçlar yüklenemedi: ${message}`,
  round: (tournament: string, group: string | null, round: string) => [tournament, ...(group ? [`Grup ${group}`] : []), round].join(" · "),
  toReport: "Skorunu bildir",
  toAccept: (username: string, score: string) => `${username} skoru ${score} bildirdi: onayla ya da itiraz et`,
  deadline: (date: string) => `Son gün: ${date}`,
  overdue: "Son günü geçti",
} as const;
