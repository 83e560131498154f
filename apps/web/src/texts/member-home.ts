/** Part 1 §2 "/" for a member: greeting and shortcuts (loaded with features/home/member-home.tsx). */
export const memberHomeTexts = {
  greeting: (username: string) => `Hoş geldin, ${username}!`,
  intro: "Bugün ne yapmak istersin?",
  /** Opens the picture's uploader in place (part 1 §4). */
  editPicture: "Profil Resmini Düzenle",
  shortcuts: {
    platforms: { text: "Platformlarını yönet, arkadaşlarını davet et, yeni turnuva başlat." },
    tournaments: { text: "Tamamlanan turnuvaları, şampiyonları ve sonuçları incele." },
    profile: { title: "Profilim", text: "İstatistiklerini, maç geçmişini ve son formunu gör." },
  },
} as const;
