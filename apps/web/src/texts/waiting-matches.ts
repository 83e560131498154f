/** Issue 25: the matches waiting for the member on "/" (loaded with features/home/waiting-matches.tsx). */
export const waitingMatchesTexts = {
  heading: "Seni bekleyen maçlar",
  round: (tournament: string, group: string | null, round: string) => [tournament, ...(group ? [`Grup ${group}`] : []), round].join(" · "),
  toReport: "Skorunu bildir",
  toAccept: (username: string, score: string) => `${username} skoru ${score} bildirdi: onayla ya da itiraz et`,
  deadline: (date: string) => `Son gün: ${date}`,
} as const;
