/**
 * Part 2 §2 tab 1: the system chooser's words, apart from the wizards' (tournament-wizards.ts),
 * which load with a wizard: the chooser is on every visit of the platform manager, within its
 * route's budget. Issue 29 adds double elimination's and Swiss's names and lines.
 */
export const systemChooserTexts = {
  title: "Turnuva Sistemini Seçin",
  /** Part 2 §2: the chooser's names where they differ from the system labels ('Lig', 'Meydan Okuma'). */
  names: { group: "Gruplar", elimination: "Eleme Sistemi", swiss: "İsviçre Sistemi" },
  descriptions: {
    league: "Herkes herkesle karşılaşır",
    group: "Grup maçları ve ardından eleme",
    elimination: "Tek maç eleme usulü",
    challenge: "Birebir karşılaşmalar",
    // Issue 29: one sentence each, ours.
    doubleElimination: "Kaybeden alt tabloda ikinci şans bulur",
    swiss: "Her turda puanı yakın rakiplerle eşleşme",
  },
  back: "Geri Dön",
} as const;
