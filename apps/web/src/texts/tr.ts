/**
 * Every Turkish text of the screens, in one place (DESIGN §1). Quoted spec texts are verbatim;
 * the rest is written to fit them. Validation messages come from @turnuva/contract instead, so the
 * form and the server say the same thing.
 */

const appName = "Turnuvam";

export const tr = {
  appName,
  pageTitle: (page: string) => `${page} | ${appName}`,

  common: {
    loading: "Yükleniyor...",
    sessionChecking: "Oturum kontrol ediliyor...",
    comingSoon: "Bu sayfanın içeriği çok yakında burada olacak.",
    backHome: "Ana sayfaya dön",
    skipToContent: "İçeriğe geç",
  },

  nav: {
    mainLabel: "Ana menü",
    bottomLabel: "Alt menü",
    footerLabel: "Alt bilgi bağlantıları",
    home: "Ana Sayfa",
    platforms: "Platformlar",
    finishedTournaments: "Biten Turnuvalar",
    tournaments: "Turnuvalar",
    // Part 1 §2: Create leads to the platforms (the platform check arrives with the platforms issue).
    create: "Oluştur",
    more: "Menü",
    profile: "Profil",
    logout: "Çıkış Yap",
    login: "Giriş Yap",
    register: "Kayıt Ol",
    userMenu: (username: string) => `${username} kullanıcı menüsü`,
  },

  footer: {
    tagline: "Topluluğunla turnuva düzenlemenin ücretsiz yolu.",
    about: "Hakkımızda",
    contact: "İletişim",
    privacy: "Gizlilik Politikası",
    terms: "Kullanım Koşulları",
    platforms: "Platformlar",
    tournaments: "Turnuvalar",
    sitemap: "Site Haritası",
    copyright: (year: number) => `© ${year} ${appName}. Tüm hakları saklıdır.`,
  },

  home: {
    title: `${appName} - Ücretsiz Turnuva ve Topluluk Platformu`,
    heroTitle: "Arkadaşlarınla turnuva düzenlemenin en kolay yolu",
    heroText:
      "Platformunu kur, arkadaşlarını davet et; eFootball, EA Sports FC ve diğer oyunlarda lig, grup, eleme ve meydan okuma turnuvaları düzenle. Fikstür, puan tablosu ve şampiyon otomatik.",
    finishedTournamentsButton: "Biten Turnuvalar",
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
    shortcuts: [
      { key: "platforms", title: "Platformlarım", text: "Platformlarını yönet, arkadaşlarını davet et, yeni turnuva başlat." },
      { key: "tournaments", title: "Biten Turnuvalar", text: "Tamamlanan turnuvaları, şampiyonları ve sonuçları incele." },
      { key: "profile", title: "Profilim", text: "İstatistiklerini, maç geçmişini ve son formunu gör." },
    ],
  },

  auth: {
    loginTitle: "Giriş Yap",
    loginIntro: "Platformlarına ve turnuvalarına ulaşmak için giriş yap.",
    usernameOrEmail: "Kullanıcı Adı veya E-posta",
    password: "Şifre",
    loginSubmit: "Giriş Yap",
    loginBusy: "Giriş yapılıyor...",
    // Part 1 §8, verbatim.
    loginFailed: "Giriş sırasında bir hata oluştu. Lütfen bilgilerinizi kontrol edin.",
    loginFallback: "Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.",
    noAccount: "Hesabın yok mu?",
    registerLink: "Kayıt Ol",

    registerTitle: "Kayıt Ol",
    registerIntro: "Ücretsiz hesabını oluştur, platformunu kur ve turnuvalara katıl.",
    username: "Kullanıcı Adı",
    email: "E-posta",
    usernameHint: "3-20 karakter; harf, rakam ve alt çizgi.",
    passwordHint: "En az 8 karakter.",
    registerSubmit: "Kayıt Ol",
    registerBusy: "Kayıt yapılıyor...",
    // Part 1 §8, verbatim.
    registerFailed: (message: string) => `Kayıt sırasında bir hata oluştu: ${message}`,
    registerUnknownError: "Kayıt sırasında bilinmeyen bir hata oluştu.",
    haveAccount: "Zaten hesabın var mı?",
    loginLink: "Giriş Yap",
  },

  session: {
    verifyFailed: "Oturum doğrulanamadı. Lütfen tekrar giriş yapın.",
  },

  api: {
    network: "Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edin.",
    timeout: "Bağlantı zaman aşımına uğradı. Lütfen tekrar deneyin.",
    server: "Sunucu hatası. Lütfen daha sonra tekrar deneyin.",
    unexpected: "Beklenmeyen bir hata oluştu.",
  },

  notFound: {
    title: "Sayfa Bulunamadı",
    text: "Aradığın sayfa taşınmış, silinmiş ya da hiç var olmamış olabilir.",
    backHome: "Ana sayfaya dön",
  },

  error: {
    title: "Bir Hata Oluştu",
    text: "Sayfa gösterilirken beklenmeyen bir sorun çıktı. Sayfayı yenilemeyi deneyebilirsin.",
    reload: "Sayfayı Yenile",
  },

  platforms: {
    title: "Platformlar",
    visitorIntro:
      "Platformlar, arkadaş gruplarının ve toplulukların turnuvalarını düzenlediği yerlerdir. Kendi platformunu kurmak ya da davet edildiğin platforma katılmak için giriş yap veya ücretsiz kayıt ol.",
    publicListSoon: "Herkese açık platform listesi çok yakında burada olacak.",
    myPlatforms: "Platformlarım",
    managerSoon: "Platformlarını yönetebileceğin ve turnuva başlatabileceğin alan çok yakında burada olacak.",
    detailTitle: "Platform",
    detailSoon: "Platformun ayrıntıları, turnuvaları ve üyeleri çok yakında burada gösterilecek.",
    editTitle: "Platformu Düzenle",
    editSoon: "Platformunun oyununu, oyun alanını ve açıklamasını buradan düzenleyebileceksin. Bu sayfa çok yakında hazır olacak.",
    allPlatforms: "Tüm Platformlara Göz At",
  },

  tournaments: {
    title: "Turnuvalar",
    intro: "Tamamlanan, devam eden ve duraklatılan turnuvalar burada listelenir.",
    listSoon: "Turnuva listesi çok yakında burada olacak.",
    detailTitle: "Turnuva Detayları",
    detailSoon: "Fikstür, puan tablosu ve şampiyon çok yakında burada gösterilecek.",
    backToList: "Tüm turnuvalara dön",
  },

  profile: {
    title: (username: string) => `${username} Profili - İstatistikler`,
    statsSoon: "Maç istatistikleri, turnuva performansı, son form ve maç geçmişi çok yakında burada olacak.",
    email: "E-posta",
    memberSince: "Üyelik tarihi",
  },

  games: {
    tournamentsTitle: "Turnuvalar",
    // Part 1 §2: the game page's tournaments section says they will be listed here soon.
    tournamentsSoon: "Bu oyunun turnuvaları yakında burada listelenecek.",
    platformsTitle: "Platformlar",
    platformsSoon: "Bu oyunun herkese açık platformları çok yakında burada listelenecek.",
    descriptions: {
      efootball:
        "eFootball, Konami'nin ücretsiz oynanabilen futbol oyunudur; PlayStation, Xbox, PC ve mobilde oynanır. Platformundaki arkadaşlarınla lig, grup ve eleme turnuvaları düzenleyip kimin sahanın hakimi olduğunu gör.",
      "ea-sports-fc":
        "EA Sports FC, Electronic Arts'ın lisanslı kulüp ve oyuncularla dolu futbol serisidir (eski adıyla FIFA). Konsolda, PC'de ya da mobilde oynayan arkadaşlarınla turnuva kur, skorları onayla, şampiyonu belirle.",
      diger:
        "Listede olmayan bir oyun mu oynuyorsunuz? Diğer kategorisinde istediğiniz oyun için platform kurup lig, eleme ya da meydan okuma turnuvaları düzenleyebilirsiniz.",
    },
  },

  avatar: {
    alt: (username: string) => `${username} profil resmi`,
  },

  about: {
    title: "Hakkımızda",
    paragraphs: [
      `${appName}, arkadaş gruplarının ve oyun topluluklarının kendi turnuvalarını kolayca düzenleyebilmesi için yapılmış ücretsiz bir web uygulamasıdır.`,
      "Bir platform kurarsın, arkadaşlarını davet edersin ve eFootball, EA Sports FC ya da başka bir oyunda lig, grup ve eleme, tek maç eleme veya birebir meydan okuma turnuvası başlatırsın. Fikstürü, puan tablosunu ve kimin tur atladığını sistem hesaplar; sana yalnızca maçı oynamak ve skoru girmek kalır.",
      "Her maç profilindeki istatistiklere işlenir: galibiyet oranın, attığın ve yediğin goller, son formun ve rakiplerinle kafa kafaya karşılaştırman.",
      `${appName} reklamsızdır ve ücretsizdir. Önerilerini ve hata bildirimlerini iletişim sayfasındaki adrese yazabilirsin.`,
    ],
  },

  privacy: {
    title: "Gizlilik Politikası",
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
    title: "Kullanım Koşulları",
    sections: [
      {
        heading: "Hizmet",
        text: `${appName} ücretsiz sunulan bir turnuva düzenleme hizmetidir. Hizmeti olduğu gibi sunarız; kesintisiz ya da hatasız çalışacağını garanti edemeyiz.`,
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
    title: "İletişim",
    text: "Soruların, önerilerin, hata bildirimlerin ya da hesabının silinmesi için bize e-postayla ulaşabilirsin:",
    email: "iletisim@turnuvam.app",
    response: "Genellikle birkaç gün içinde yanıt veririz.",
  },
} as const;

export type Texts = typeof tr;
