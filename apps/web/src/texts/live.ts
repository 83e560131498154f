/**
 * Live updates (issue 13): what the detail page and the managing screen say, politely, when a
 * tournament changes under them because of someone else. Ours (the spec has none); recorded in
 * docs/decisions.md, "Live updates on the screens".
 */
export const liveTexts = {
  /** A score confirmed elsewhere: "Skor güncellendi: ali 2 - 1 veli". */
  scoreConfirmed: (home: string, homeScore: number, awayScore: number, away: string) => `Skor güncellendi: ${home} ${homeScore} - ${awayScore} ${away}`,
  /** A confirmed score taken back elsewhere: "Skor iptal edildi: ali - veli". */
  scoreCancelled: (home: string, away: string) => `Skor iptal edildi: ${home} - ${away}`,
  /** Any other change (a round drawn, paused, resumed, finished, renamed, ...). */
  tournamentUpdated: "Turnuva güncellendi.",
} as const;
