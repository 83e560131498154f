/** Part 1 §2 profile pages. */
export const profileTexts = {
  title: (username: string) => `${username} Profili - İstatistikler`,
  statsSoon: "Maç istatistikleri, turnuva performansı, son form ve maç geçmişi çok yakında burada olacak.",
} as const;
