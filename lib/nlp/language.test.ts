import { describe, expect, it } from "vitest";

import { detectLanguage, normalizeLanguageHint } from "./language";

describe("detectLanguage", () => {
  it.each([
    [
      "en",
      "Standard Oil Co and BP North America Inc said they plan to form a venture to manage the money market borrowing of both companies.",
    ],
    [
      "de",
      "Die Bundesregierung hat am Mittwoch beschlossen, dass die Steuern nicht erhöht werden, sagte der Sprecher.",
    ],
    ["fr", "Le gouvernement a annoncé mardi que les impôts ne seront pas augmentés dans le budget pour cette année."],
    [
      "es",
      "El presidente del Gobierno dijo que la economía española crecerá más de lo previsto este año según el banco.",
    ],
    [
      "it",
      "Il governo italiano ha approvato una nuova legge per la riforma delle pensioni che sarà discussa in parlamento.",
    ],
    ["pt", "O presidente do Brasil disse que não vai aumentar os impostos, mas a oposição não acredita nisso."],
    ["nl", "De regering heeft dinsdag besloten dat de belastingen niet worden verhoogd, zei een woordvoerder."],
    ["ru", "Президент России Владимир Путин заявил в среду, что экономика страны растёт."],
    ["uk", "Президент України Володимир Зеленський заявив, що економіка країни зростає."],
    ["ja", "東京で大きな地震がありました。政府は被害の状況を調べています。"],
    ["zh", "中国政府周三宣布将降低利率以刺激经济增长。"],
    ["el", "Η κυβέρνηση ανακοίνωσε νέα μέτρα για την οικονομία."],
  ])("detects %s", (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("calls Reuters earnings tables English although they have almost no function words", () => {
    expect(detectLanguage("Shr 34 cts vs 1.19 dlrs\n\nNet 807,000 vs 2,858,000\n\nAssets 510.2 mln vs 479.7 mln")).toBe(
      "en",
    );
  });

  it.each([
    ["en", "Angela Merkel met Emmanuel Macron in Paris."],
    ["en", "Apple unveils new iPhone at its annual event"],
    ["en", "Shares fell sharply after the bank cut its forecast."],
    ["en", "Police arrest two men after shooting in Manchester"],
    ["en", "Flooding forces thousands from their homes in Texas"],
    ["en", "Former Egyptian President Hosni Mubarak dies"],
    ["en", "Sitting Tongan Prime Minister Akilisi Pohiva dies aged 78"],
    ["fr", "Le président a rencontré le chancelier à Berlin."],
    ["fr", "La grève des transports paralyse la capitale"],
    ["de", "Die Regierung plant neue Steuern für Unternehmen."],
    ["es", "El gobierno anunció nuevas medidas contra la inflación."],
    ["it", "Il governo ha approvato la nuova legge di bilancio."],
    ["pt", "O presidente anunciou novas medidas para a economia."],
    ["nl", "De regering kondigt nieuwe maatregelen aan tegen inflatie."],
    ["pl", "Prezydent spotkał się dziś z premierem w Warszawie."],
    ["tr", "Cumhurbaşkanı bugün Ankara'da bakanlarla görüştü."],
    ["sw", "Rais wa Kenya amekutana na viongozi wa upinzani leo."],
    ["ha", "Shugaban kasar Najeriya ya gana da gwamnonin jihohi."],
    ["so", "Madaxweynaha Soomaaliya ayaa maanta booqday magaalada."],
    ["yo", "Ààrẹ orílẹ̀-èdè Nàìjíríà ti ṣèbẹ̀wò sí ìlú Èkó lónìí."],
    ["am", "የኢትዮጵያ ጠቅላይ ሚኒስትር ዛሬ በአዲስ አበባ ንግግር አደረጉ።"],
    ["ru", "Президент встретился с министрами в Кремле."],
    ["uk", "Президент України провів зустріч з міністрами."],
    ["ar", "التقى الرئيس بوزير الخارجية في القاهرة اليوم."],
    ["fa", "رئیس جمهور امروز با وزیر خارجه دیدار کرد."],
    ["hi", "प्रधानमंत्री ने आज दिल्ली में बैठक की।"],
    ["zh", "中国政府周三宣布将降低利率。"],
    ["ja", "東京で大きな地震がありました。"],
    ["ko", "대통령이 오늘 서울에서 기자회견을 열었다."],
    ["he", "ראש הממשלה נפגש היום עם נשיא ארצות הברית."],
    ["th", "นายกรัฐมนตรีเดินทางไปเยือนกรุงเทพฯ วันนี้"],
    ["el", "Ο πρωθυπουργός συναντήθηκε σήμερα με τον πρόεδρο."],
    ["ka", "პრემიერ-მინისტრი დღეს თბილისში შეხვდა პრეზიდენტს."],
    ["hy", "Վարչապետը այսօր Երևանում հանդիպեց նախագահին։"],
    ["bn", "প্রধানমন্ত্রী আজ ঢাকায় রাষ্ট্রপতির সঙ্গে বৈঠক করেছেন।"],
    ["ta", "பிரதமர் இன்று சென்னையில் ஜனாதிபதியை சந்தித்தார்."],
    ["ti", "ፕረዚደንት ኢሳይያስ ሎሚ ኣብ ኣስመራ ምስ ሚኒስተራት ተራኺቡ።"],
    ["bg", "Премиерът се срещна днес с президента в София."],
    ["sr", "Председник се данас састао са министрима у Београду."],
    ["ur", "وزیر اعظم نے آج اسلام آباد میں صدر سے ملاقات کی۔"],
    ["vi", "Thủ tướng đã gặp Tổng thống tại Hà Nội hôm nay."],
    ["id", "Presiden bertemu dengan para menteri di Jakarta hari ini."],
  ])("detects the short %s sentence %s without a hint", (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("tells Nigerian Pidgin from English and Kirundi from Kinyarwanda", () => {
    const pidgin =
      "Di goment don tok say dem go build new road for di pipo wey dey live for di village. " +
      "Wetin dey happen be say di pikin dem no fit go school because di rain don spoil di road. " +
      "Di oga for di local goment area don promise say work go start next month, but di pipo no believe am. " +
      "Dem say dem don hear dis kain promise before and nothing happun.";
    expect(detectLanguage(pidgin)).toBe("pcm");
  });

  it("calls Pidgin with few of its rarest words Pidgin by its function words", () => {
    // Only one of dey/wey/wetin/pikin/…: the former gate (two of them, then franc-all) said English.
    const pidgin =
      "Di market women for Onitsha don close dia shops since Monday. Dem say na because of di new tax " +
      "wey di council put on dem. One of di traders tok say dem no go open until di council cancel am. " +
      "Di chairman of di council don call meeting with dem for Thursday, but di women say na only " +
      "when dem see di letter dem go believe. Dis matter don enter di third day now.";
    expect(detectLanguage(pidgin)).toBe("pcm");
  });

  it("keeps English with a few Pidgin-looking words English", () => {
    const english =
      "The minister said the new road would be finished by June. Residents of the village, who have " +
      "waited for years, were not convinced: they say the contractor has left before. Don Okafor, a " +
      "trader, said the road is needed because children walk to school along the highway. The council " +
      "has promised to publish the contract, which is worth 2 billion naira, this week.";
    expect(detectLanguage(english)).toBe("en");
  });

  it("keeps an English price table with NA (not available) entries English", () => {
    const table =
      "Prices rose at Tuesday's tea auction in Kochi for sales of leaf from the current season, " +
      "brokers said. Withdrawals amounted to twelve tonnes. Grade, quantity sold, average price in " +
      "rupees per kilo, previous price in brackets:\n" +
      ["Orthodox Leaf", "Orthodox Dust", "Broken Pekoe", "Pekoe Fannings", "Golden Flowery", "Green Leaf"]
        .map((grade, i) => `    ${grade} ${(40 + i).toFixed(1)}  ${(120 + i * 7).toFixed(2)}  (NA)`)
        .join("\n") +
      "\n    Special Blend Tippy Leaf 9.0 131.00 (NA)\n    Assam Broken Mixed Leaf 4.2 99.00 (NA)";
    expect(detectLanguage(table)).toBe("en");
  });

  it("tells Kirundi from Kinyarwanda by their spelling", () => {
    const kirundi =
      "Leta y'Uburundi yavuze ko ivyo bibazo vyose bizotorerwa inyishu mu kwezi gutaha. Abarimyi bo mu " +
      "ntara ya Ngozi bavuga ko imvura nyinshi yononye ivyimburwa vyabo, kandi ko bakeneye imfashanyo " +
      "ningoga. Umukuru w'intara yabasezeraniye ko ivyo basaba bizoshikirizwa reta canke abagiraneza.";
    const kinyarwanda =
      "Leta y'u Rwanda yatangaje ko ibyo bibazo byose bizakemurwa mu kwezi gutaha. Abahinzi bo mu " +
      "ntara y'Amajyaruguru bavuga ko imvura nyinshi yangije imyaka yabo, kandi ko bakeneye ubufasha " +
      "bwihuse cyane. Guverineri w'intara yabijeje ko ibyo basaba bizagezwa kuri leta cyangwa abagiraneza.";
    // Trigrams alone (franc-all) take this one for Kinyarwanda; "vy" says Kirundi.
    const kirundiFuel =
      "Ibiciro vy'ibitoro vyaduze kuva ku wa mbere. Abashoferi b'amatagisi bavuga ko batazoshobora " +
      "kubandanya gukora nimba reta itagabanije ayo mafaranga.";
    expect(detectLanguage(kirundi)).toBe("rn");
    expect(detectLanguage(kirundiFuel)).toBe("rn");
    expect(detectLanguage(kinyarwanda)).toBe("rw");
  });

  it("uses the declared language when the text is too short or unclear, and 'und' without any signal", () => {
    expect(detectLanguage("Merkel trifft Macron", "de")).toBe("de");
    expect(detectLanguage("Apple unveils new iPhone", "en-US")).toBe("en");
    expect(detectLanguage("", "fr")).toBe("fr");
    expect(detectLanguage("12 345 678")).toBe("und");
    expect(detectLanguage("!!! ... ???")).toBe("und");
  });

  it("ignores a declared language written in another script than the text", () => {
    expect(detectLanguage("Angela Merkel met Emmanuel Macron in Paris.", "ru")).toBe("en");
    expect(detectLanguage("Президент встретился с министрами в Кремле.", "en")).toBe("ru");
  });

  it("lets clear evidence override a wrong hint", () => {
    expect(
      detectLanguage(
        "Le gouvernement a annoncé mardi que les impôts ne seront pas augmentés cette année. Le ministre " +
          "des Finances a expliqué que le budget serait présenté au Parlement la semaine prochaine, et que " +
          "les dépenses publiques resteraient stables malgré la hausse des taux d'intérêt en Europe.",
        "en",
      ),
    ).toBe("fr");
  });
});

describe("normalizeLanguageHint", () => {
  it("accepts BCP 47 and ISO 639-2 codes", () => {
    expect(normalizeLanguageHint("en-GB")).toBe("en");
    expect(normalizeLanguageHint("DE")).toBe("de");
    expect(normalizeLanguageHint("fra")).toBe("fr");
    expect(normalizeLanguageHint("iw")).toBe("he");
    expect(normalizeLanguageHint("pcm")).toBe("pcm");
    expect(normalizeLanguageHint("??")).toBeUndefined();
    expect(normalizeLanguageHint(undefined)).toBeUndefined();
  });
});
