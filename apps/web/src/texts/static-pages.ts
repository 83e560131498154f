import { commonTexts } from "./common.ts";

/** The pages linked from the footer: about, privacy, terms, contact. */
export const staticPageTexts = {
  about: {
    paragraphs: [
      `${commonTexts.appName}, arkadaş gruplarının ve oyun topluluklarının kendi turnuvalarını kolayca düzenleyebilmesi için yapılmış ücretsiz bir web uygulamasıdır.`,
      "Bir platform kurarsın, arkadaşlarını davet edersin ve eFootball, EA Sports FC ya da başka bir oyunda lig, grup ve eleme, tek maç eleme veya birebir meydan okuma turnuvası başlatırsın. Fikstürü, puan tablosunu ve kimin tur atladığını sistem hesaplar; sana yalnızca maçı oynamak ve skoru girmek kalır.",
      "Her maç profilindeki istatistiklere işlenir: galibiyet oranın, attığın ve yediğin goller, son formun ve rakiplerinle kafa kafaya karşılaştırman.",
      `${commonTexts.appName} reklamsızdır ve ücretsizdir. Önerilerini ve hata bildirimlerini iletişim sayfasındaki adrese yazabilirsin.`,
    ],
  },

  privacy: {
    sections: [
      {
        heading: "Hangi bilgileri saklıyoruz?",
        text: "Kayıt olurken verdiğin kullanıcı adını ve e-posta adresini, şifrenin geri çevrilemeyen bir özetini (şifrenin kendisini asla saklamayız), yüklersen profil resmini, kurduğun ve katıldığın platformları, turnuvaları ve maç sonuçlarını saklarız.",
      },
      {
        heading: "Bilgileri ne için kullanıyoruz?",
        text: "Yalnızca hizmeti sunmak için: oturumunu açmak, platform davetlerini eşleştirmek, turnuvaları ve istatistikleri göstermek. E-posta adresin diğer kullanıcılara profilinde gösterilmez; yalnızca üyesi olduğun platformun yöneticisi üye listesinde görebilir.",
      },
      {
        heading: "Bilgilerini paylaşıyor muyuz?",
        text: "Hayır. Verilerini satmayız, kiralamayız ve reklam amacıyla kimseyle paylaşmayız. Kullanıcı adın, profil resmin, turnuvaların ve maç sonuçların herkese açık sayfalarda görünür.",
      },
      {
        heading: "Tarayıcında neler saklanır?",
        text: "Giriş yaptığında oturum anahtarın tarayıcının yerel depolamasında tutulur. Çıkış yaptığında silinir. Reklam ya da takip çerezi kullanmayız.",
      },
      {
        heading: "Hesabının silinmesi",
        text: "Hesabının ve verilerinin silinmesini istersen kayıtlı e-posta adresinden iletisim@turnuvam.app adresine yazman yeterli; talebini en kısa sürede yerine getiririz.",
      },
    ],
  },

  terms: {
    sections: [
      {
        heading: "Hizmet",
        text: `${commonTexts.appName} ücretsiz sunulan bir turnuva düzenleme hizmetidir. Hizmeti olduğu gibi sunarız; kesintisiz ya da hatasız çalışacağını garanti edemeyiz.`,
      },
      {
        heading: "Hesabın",
        text: "Kayıt olurken doğru bilgi vermeli ve şifreni kimseyle paylaşmamalısın. Hesabında yapılan işlemlerden sen sorumlusun.",
      },
      {
        heading: "Adil oyun",
        text: "Skorları dürüstçe gir, rakibinle birlikte onayla. Sonuçları bilerek yanlış girmek, başkasının yerine maç oynamak ya da turnuvaları manipüle etmek yasaktır.",
      },
      {
        heading: "Saygılı davranış",
        text: "Hakaret, taciz, nefret söylemi, spam ve hizmeti kötüye kullanma girişimleri yasaktır. Bu kurallara uymayan hesapları uyarmadan askıya alabiliriz.",
      },
      {
        heading: "İçerik sorumluluğu",
        text: "Platform adları, açıklamalar ve yüklediğin resimler gibi paylaştığın içerikten sen sorumlusun. Başkalarının haklarını ihlal eden içerik yükleme.",
      },
      {
        heading: "Değişiklikler",
        text: "Bu koşulları zaman zaman güncelleyebiliriz. Güncel metin her zaman bu sayfadadır.",
      },
    ],
  },

  contact: {
    text: "Soruların, önerilerin, hata bildirimlerin ya da hesabının silinmesi için bize e-postayla ulaşabilirsin:",
    email: "iletisim@turnuvam.app",
    response: "Genellikle birkaç gün içinde yanıt veririz.",
  },
} as const;
