/**
 * The managing screen of a running tournament and the platform manager's 'Aktif/Yarım' tab
 * (part 2 §2, §4, §5, §8). Texts the spec quotes are written as it quotes them; 'Kapat' is
 * common.ts's, 'İptal' platforms.ts's, the podium's tournament-detail.ts's, the status badges and system labels tournaments.ts's.
 */
export const tournamentPlayTexts = {
  score: {
    /** The label of a score input: whose goals it counts. */
    of: (username: string) => `${username} skoru`,
    separator: "–",
    confirm: "Skoru Onayla",
    cancel: "Skoru İptal Et",
    challengeConfirm: "Onayla",
    /** Issue 28: a level knockout score is decided on penalties. */
    penalties: "Penaltılar",
    penaltiesOf: (username: string) => `${username} penaltıları`,
    /** Issue 28: the club (or national team) each player used, optional. */
    clubs: "Takımlar (isteğe bağlı)",
    club: "Takım adı",
    clubOf: (username: string) => `${username} takımı`,
    /** Ours (part 2 §4): the round's last score draws the next round, after which it is locked. */
    roundCloses: "Bu, turun son skoru: onaylandığında sonraki tur kurulur ve bu turun skorları artık iptal edilemez.",
  },

  /** Part 2 §5: refused before the request is sent, as the server would refuse it. */
  rules: {
    missing: "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.",
    format: "Geçersiz skor formatı!",
    draw: "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.",
    challengeMissing: "Lütfen her iki takım için de skor girin.",
    challengeDraw: "Beraberlik skoru girilemez. Lütfen farklı skorlar girin.",
    /** Issue 28: a two-legged tie level on aggregate after its second leg (the engine's AGGREGATE_LEVEL). */
    aggregateLevel: "Toplam berabere: penaltıları da girin.",
  },

  /** Part 2 §8: what a refused write says when the server gave no message of its own. */
  fallbacks: {
    confirm: "Skor onaylanamadı.",
    confirmElimination: "Eleme skoru onaylanamadı.",
    confirmFinal: "Final skoru onaylanamadı.",
    confirmThird: "3.lük skoru onaylanamadı.",
    cancel: "Skor iptal edilirken bir hata oluştu. Lütfen tekrar deneyin.",
    cancelElimination: "Eleme skoru iptal edilemedi.",
    cancelFinal: "Final skoru iptal edilemedi.",
    cancelThird: "3.lük skoru iptal edilemedi.",
    advance: "Sonraki tura geçilemedi.",
    finish: "Turnuva bitirilemedi.",
    pause: "Turnuva duraklatılamadı.",
  },

  actions: {
    label: "Turnuva işlemleri",
    toKnockout: "Eleme Turlarına Geç",
    nextRound: "Sonraki Tura Geç",
    showResults: "Sonuçları Göster",
    backToFixtures: "Fikstüre Dön",
    finish: "Turnuvayı Bitir",
    finishAndSave: "Turnuvayı Bitir ve Kaydet",
    challengeFinish: "🎉 Turnuvayı Bitir",
    pause: "Turnuvayı Duraklat",
    /** Issue 25: finishing asks first, in place of the button ('Vazgeç' is match-acts.ts's). */
    finishQuestion: "Turnuvayı bitirmek istediğinize emin misiniz?",
    finishYes: "Evet, bitir",
  },

  /** Part 2 §2 group wizard steps 4–7, so a resumed tournament says where it stands. */
  groupSteps: {
    4: "Adım 4: Grup maçları",
    5: "Adım 5: Eleme turları",
    6: "Adım 6: Final ve 3.lük maçı",
    7: "Adım 7: Sonuçlar",
  } as Record<number, string>,

  /** The podium's own words (ŞAMPİYON, İKİNCİ, ÜÇÜNCÜ) are tournament-detail.ts's. */
  places: {
    missingFinal: "Sonuçlar hesaplanırken bir hata oluştu. Final maçı skorlarını kontrol edin.",
    /** Ours: a place nobody holds (no third-place match in a bracket of three). */
    none: "—",
  },

  done: {
    paused: "Turnuva başarıyla duraklatıldı!",
    finished: "Turnuva başarıyla tamamlandı!",
    saved: "Turnuva başarıyla tamamlandı ve kaydedildi!",
    redirecting: "Ana sayfaya yönlendiriliyorsunuz...",
  },

  /** Ours: why the screen shows no controls to someone who may not manage the tournament. */
  readOnly: "Bu turnuvayı yalnızca oluşturan kişi ve platformun sahibi yönetebilir; sonuçları buradan izleyebilirsin.",

  /** Part 2 §2 tab 2 'Aktif/Yarım'. */
  unfinished: {
    heading: "Aktif ve yarım kalan turnuvalar",
    empty: "Bu platformda devam eden ya da duraklatılmış turnuva yok.",
    loadFailed: "Turnuvalar yüklenemedi.",
    resume: "Devam Et",
    lastUpdate: (date: string) => `Son güncelleme: ${date}`,
    resumed: "Turnuva başarıyla devam ettirildi!",
    resumeFailed: (message: string) => `Turnuva devam ettirilirken bir hata oluştu: ${message}`,
    unknownError: "Bilinmeyen hata",
    opening: "Turnuva açılıyor...",
  },
} as const;
