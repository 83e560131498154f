/** Part 1 §2 platform pages. Until the platforms issue lands they say what is coming. */
export const platformTexts = {
  visitorIntro:
    "Platformlar, arkadaş gruplarının ve toplulukların turnuvalarını düzenlediği yerlerdir. Kendi platformunu kurmak ya da davet edildiğin platforma katılmak için giriş yap veya ücretsiz kayıt ol.",
  publicListSoon: "Herkese açık platform listesi çok yakında burada olacak.",
  managerSoon: "Platformlarını yönetebileceğin ve turnuva başlatabileceğin alan çok yakında burada olacak.",
  detailTitle: "Platform",
  detailSoon: "Platformun ayrıntıları, turnuvaları ve üyeleri çok yakında burada gösterilecek.",
  editTitle: "Platformu Düzenle",
  editSoon: "Platformunun oyununu, oyun alanını ve açıklamasını buradan düzenleyebileceksin. Bu sayfa çok yakında hazır olacak.",
  allPlatforms: "Tüm Platformlara Göz At",
} as const;
