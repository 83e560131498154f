/**
 * Live updates (issue 13): what the detail page and the managing screen say, politely, when a
 * tournament changes under them because of someone else (the managing screen also beside the
 * score editor being typed in). Ours (the spec has none); recorded in
 * docs/decisions.md, "Live updates on the screens".
 */
export const liveTexts = {
  /** A score confirmed elsewhere: "Skor güncellendi: ali 2 - 1 veli". */
  scoreConfirmed: (home: string, homeScore: number, awayScore: number, away: string) =>
    `Skor güncellendi: ${home} ${homeScore} - ${awayScore} ${away}`,
  /** A confirmed score taken back elsewhere: "Skor iptal edildi: ali - veli". */
  scoreCancelled: (home: string, away: string) => `Skor iptal edildi: ${home} - ${away}`,
  /** Any other change (a round drawn, paused, resumed, finished, renamed, ...). */
  tournamentUpdated: "Turnuva güncellendi.",
  /**
   * Beside a score editor that was being typed in when someone else confirmed its match: the
   * editor stays (the typed score and the focus) until the person leaves it.
   */
  editorConfirmedElsewhere: (home: string, homeScore: number, awayScore: number, away: string) =>
    `Bu maçın skorunu başka biri onayladı: ${home} ${homeScore} - ${awayScore} ${away}. Yazdığın skor gönderilmedi; alandan çıktığında onaylanan skor gösterilir.`,
  /** The same, when the match was closed to scores some other way (the tournament paused or finished elsewhere). */
  editorClosedElsewhere: "Bu maça şu an skor girilemiyor: turnuvayı başka biri değiştirdi. Yazdığın skor gönderilmedi.",
} as const;
