import { commonTexts } from "./common.ts";

/** Part 1 §2 "/": the visitor's landing page and the member's shortcuts. */
export const homeTexts = {
  title: `${commonTexts.appName} - Ücretsiz Turnuva ve Topluluk Platformu`,
  heroTitle: "Arkadaşlarınla turnuva düzenlemenin en kolay yolu",
  heroText:
    "Platformunu kur, arkadaşlarını davet et; eFootball, EA Sports FC ve diğer oyunlarda lig, grup, eleme ve meydan okuma turnuvaları düzenle. Fikstür, puan tablosu ve şampiyon otomatik.",
  platformsButton: "Platformları Keşfet",
  featuresTitle: "Neler sunuyoruz?",
  features: [
    {
      title: "Esnek Turnuva Formatları",
      text: "Lig, grup aşaması ve eleme, tek maç eleme ya da birebir meydan okuma: topluluğuna uyan sistemi seç.",
    },
    {
      title: "Topluluk Yönetimi",
      text: "Platformunu oluştur, arkadaşlarını e-postayla davet et, üyelerini tek yerden yönet.",
    },
    {
      title: "Performans İstatistikleri",
      text: "Maç geçmişi, galibiyet oranı, kafa kafaya karşılaştırma ve son form: kimin gerçekten iyi olduğunu gör.",
    },
  ],
  mobileAuthPrompt: "Hesabın var mı, yoksa yeni mi başlıyorsun?",
  greeting: (username: string) => `Hoş geldin, ${username}!`,
  memberIntro: "Bugün ne yapmak istersin?",
  shortcuts: {
    platforms: { text: "Platformlarını yönet, arkadaşlarını davet et, yeni turnuva başlat." },
    tournaments: { text: "Tamamlanan turnuvaları, şampiyonları ve sonuçları incele." },
    profile: { title: "Profilim", text: "İstatistiklerini, maç geçmişini ve son formunu gör." },
  },
} as const;
