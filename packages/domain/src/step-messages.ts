// Spec part 2, section 5, verbatim: why a tournament's next step cannot be taken yet. Part of
// MESSAGES, and kept in a file of their own so that a screen which says them before it asks (the
// managing screen, web not-yet.ts) carries these sentences and not every message of the engine.
export const STEP_MESSAGES = {
  LEAGUE_MATCHES_INCOMPLETE: "Tüm maçlar tamamlanmadan turnuva bitirilemez!",
  LEAGUE_NO_CHAMPION: "Şampiyon henüz belirlenmedi!",
  ROUND_INCOMPLETE: "Sonraki tura geçmek için mevcut turdaki tüm maçların skorları onaylanmalıdır.",
  FINAL_INCOMPLETE: "Turnuvayı bitirmek için Final ve (varsa) 3.lük maçlarının skorları onaylanmalıdır.",
  ELIMINATION_NO_CHAMPION: "Şampiyon belirlenmedi!",
  CHALLENGE_NOT_FINISHED: "Turnuva henüz tamamlanmadı!",
  // Ours (issue 29): a Swiss tournament without a knockout is finished once its last round is played.
  SWISS_ROUNDS_INCOMPLETE: "Turnuvayı bitirmek için tüm turlar oynanmalı ve skorları onaylanmalıdır.",
} as const;
