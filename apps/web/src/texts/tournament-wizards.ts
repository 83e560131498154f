/**
 * Tab 1 'Yeni Turnuva' of the platform manager (part 2 §2, §5, §8): the creation wizards (the
 * system chooser's words, and 'Geri Dön' which the wizards say too, are system-chooser.ts's). Texts in quotes in the spec are written as it quotes them; the rules'
 * refusals are the engine's own sentences (`MESSAGES` of @turnuva/domain), shown as the server
 * would answer them. System labels ('Lig', 'Meydan Okuma') and 'Bay' live in tournaments.ts, 'Kapat' in
 * common.ts, 'Tekrar Dene' in platforms.ts, the busy text 'İşlem yapılıyor...' in tournament-play.ts
 * and the members' loading failure in platform-manager.ts.
 */
export const tournamentWizardTexts = {
  stepOf: (step: number, steps: number) => `Adım ${step} / ${steps}`,
  titles: {
    league: "Lig Turnuvası Oluştur",
    group: "Grup Turnuvası Oluştur",
    elimination: "Eleme Turnuvası Oluştur",
    challenge: "Meydan Okuma Turnuvası Oluştur",
  },
  steps: {
    details: "Turnuva Detayları",
    participants: "Katılımcıları Seçin",
    matchType: "Maç Türü",
    groupSettings: "Maç Türü ve Gruplar",
  },

  details: {
    name: "Turnuva Adı",
    participantCount: "Katılımcı Sayısı",
    groupCount: "Grup Sayısı",
    /** Part 2 §5: at least 2; an even count is recommended in a league. */
    leagueCountHint: "En az 2; çift sayı önerilir.",
    countHint: "En az 2.",
    countRequired: "Katılımcı sayısını girin.",
    groupCountRequired: "Grup sayısını girin.",
    groupCountTooFew: "En az 1 grup olmalıdır.",
    // Ours: a count the platform cannot fill would leave the next step unfinishable.
    tooFewMembers: (members: number) => `Bu platformda ${members} üye var; katılımcı sayısı bundan fazla olamaz.`,
    toParticipants: "Katılımcı Seçimine Geç",
    /** Part 2 §2: the groups flow's button. */
    toGroupParticipants: "Katılımcıları Belirle",
  },

  picker: {
    search: "Üye Ara",
    searchHint: "Adın başıyla eşleşenler önce gelir.",
    selected: (selected: number, count: number) => `${selected}/${count} katılımcı seçildi`,
    membersLabel: "Platform üyeleri",
    noMatch: "Aramanla eşleşen üye yok.",
    /** Part 2 §2: the seed toggle, off and on. */
    makeSeed: "Seri Başı Yap",
    seed: "★ Seri Başı",
    /** Part 2 §2: the step's button until enough participants are chosen. */
    chooseMore: (remaining: number) => `${remaining} katılımcı daha seçin`,
    /** Part 2 §2, league step 2: an odd count leaves one team out ('Bay') every week. */
    oddWarning: (bye: string) => `Katılımcı sayısı tek: her hafta bir takım maç yapmaz (${bye}).`,
    toMatchType: "Maç Türüne Geç",
    toGroupSettings: "Grup Ayarlarına Geç",
  },

  matchType: {
    legend: "Eşleşmeler kaç kez oynansın?",
    single: "Tek Maç",
    singleHint: "Her eşleşme bir kez oynanır.",
    double: "Rövanşlı",
    doubleHint: "Her eşleşme iç saha ve deplasman olarak iki kez oynanır.",
    leaguePreview: (weeks: number, matches: number) => `${weeks} hafta, toplam ${matches} maç oynanacak.`,
  },

  groups: {
    teamsAdvancing: "Gruptan Çıkacak Takım Sayısı",
    teamsAdvancingHint: (max: number) => `Her gruptan 1 ile ${max} arasında takım çıkar.`,
    grouping: "Gruplama",
    automatic: "Otomatik",
    automaticHint: "Seri başları önce gruplara dağıtılır, diğerleri rastgele yerleşir.",
    manual: "Manuel",
    manualHint: "Her katılımcının grubunu siz seçersiniz.",
    groupName: (label: string) => `Grup ${label}`,
    groupPlaceholder: "Grup seçin",
    groupSize: (label: string, size: number) => `Grup ${label}: ${size} katılımcı`,
    assignmentLabel: "Katılımcıların grupları",
    preview: (sizes: string, qualifiers: number) => `Grup büyüklükleri: ${sizes}. Eleme turuna ${qualifiers} takım çıkar.`,
  },

  /** Issue 25: who enters the scores and how long a round has, on every wizard's first step. */
  playSettings: {
    resultEntry: "Sonuç girişi",
    players: "Oyuncular bildirir, rakip onaylar",
    playersHint: "Oyuncu skoru bildirir, rakibi onaylar; anlaşmazlıkta organizatör karar verir.",
    organizer: "Yalnızca organizatör",
    organizerHint: "Skorları yalnızca organizatör girer.",
    roundDays: "Tur süresi (gün)",
    roundDaysHint: "İsteğe bağlı (1–60): her tura bir son gün konur.",
  },

  start: "Turnuvayı Başlat",

  /** Part 2 §8: when the server said nothing of its own. */
  failed: {
    general: "Turnuva oluşturulurken bir hata oluştu.",
    group: "Grup turnuvası oluşturulurken bir hata oluştu.",
    manualGroup: "Manuel grup turnuvası oluşturulurken bir hata oluştu.",
    elimination: "Eleme fikstürleri oluşturulurken veya kaydedilirken bir hata oluştu.",
  },
} as const;
