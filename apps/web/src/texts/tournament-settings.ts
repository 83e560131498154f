/**
 * Issue 25, the organiser's safety nets on the tournament's page: rename (the slug stays), reopen
 * a completed tournament, delete it after typing its name. All ours; 'Vazgeç' is match-acts.ts's.
 */
export const tournamentSettingsTexts = {
  heading: "Turnuva Ayarları",
  rename: {
    heading: "Adı Değiştir",
    label: "Yeni ad",
    hint: "Turnuvanın adresi değişmez; paylaşılan bağlantılar çalışmaya devam eder.",
    submit: "Adı Kaydet",
    done: (name: string) => `Turnuvanın adı “${name}” olarak değiştirildi.`,
  },
  reopen: {
    heading: "Yeniden Aç",
    intro: "Tamamlanmış turnuvayı yeniden başlatır: sonuçlar korunur, şampiyon ve dereceler kaldırılır.",
    open: "Turnuvayı Yeniden Aç",
    question: "Turnuvayı yeniden açmak istediğinize emin misiniz?",
    yes: "Evet, yeniden aç",
    /** When the server's answer said nothing of its own. */
    done: "Turnuva yeniden açıldı; skorlar yeniden girilebilir.",
  },
  remove: {
    heading: "Turnuvayı Sil",
    intro: "Turnuva bütün maçları ve sonuçlarıyla birlikte silinir; bu işlem geri alınamaz.",
    label: (name: string) => `Silmek için turnuvanın adını yazın: ${name}`,
    hint: "Düğme, ad birebir aynı yazıldığında açılır.",
    submit: "Turnuvayı Kalıcı Olarak Sil",
  },
} as const;
