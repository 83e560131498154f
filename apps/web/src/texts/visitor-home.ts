/** Part 1 §2 "/" for a visitor: the landing page (loaded with features/home/visitor-home.tsx). */
export const visitorHomeTexts = {
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
} as const;
