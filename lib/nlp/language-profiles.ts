import "server-only";

/*
 * Function words of the Latin-script languages we are most likely to ingest. On news prose they
 * identify the language from a few dozen words, far faster and more reliably than character n-grams
 * (tinyld calls plain Reuters copy Irish or Latvian). Words shared by several languages (es/pt "de",
 * da/no "og") still count: the margin between the first and second language decides.
 */
const PROFILES: Record<string, string> = {
  en: "the of and to in is that for it was on with as at by from has have are be this which were said will would not but an its their they been who after more than also",
  de: "der die das und ist nicht mit den von zu sich auf dem ein eine für im des auch als sind wird wurde bei nach noch aus einer oder über wie hat haben",
  fr: "le la les des et est une dans que pour qui sur pas par du au avec sont ce cette mais ont été aux il elle ses leur plus selon",
  es: "el la los las del que en por con una para es se lo su como más pero sus al fue ha este esta según entre sobre también han desde",
  it: "il di che è per una della del non sono con gli le nel alla anche più dei ha si come questo delle ma stato dalla degli",
  pt: "o os da do das dos em que não uma para com por mais ao foi são pelo pela como mas também ele ela está isso seu sua",
  nl: "de het een van en in is dat op te niet met zijn voor die er aan ook door bij naar maar dan nog werd wordt heeft hebben",
  sv: "och att det som en på är för med av till den har inte om ett var de sig men från vid kan efter också hade",
  da: "og at det som en på er for med af til den har ikke om et var de sig men fra ved kan efter også havde blev",
  no: "og at det som en på er for med av til den har ikke om et var de seg men fra ved kan etter også hadde ble",
  fi: "ja on että ei se oli hän mutta kun tai myös ovat joka ole kuin vain jo nyt sen tämä mukaan",
  pl: "i w na nie się z że do to jest o jak po co od przez za ale są tak już dla być jego który",
  cs: "a v se na je že s z do to o jako ale i by pro jsou jeho které podle který bylo také",
  ro: "și în de la cu a este că pe un o nu din care mai pentru fost sunt ca dar au",
  hu: "a az és hogy nem is egy van de ez meg csak már volt mint még azt ki után szerint",
  tr: "ve bir bu da de için ile olarak olan çok daha en gibi ancak sonra kadar göre ise değil",
  id: "yang dan di ini itu dengan untuk dari dalam tidak akan pada juga ke ada karena oleh sudah",
};

/** word → languages in which it is a function word */
export const FUNCTION_WORDS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [language, words] of Object.entries(PROFILES)) {
    for (const word of words.split(" ")) {
      const list = map.get(word) ?? [];
      list.push(language);
      map.set(word, list);
    }
  }
  return map;
})();

/** Newswire abbreviations that mark English tables with few function words ("Shr 34 cts vs 1.19 dlrs"). */
export const ENGLISH_WIRE_WORDS: ReadonlySet<string> = new Set([
  "vs",
  "shr",
  "shrs",
  "cts",
  "dlrs",
  "mln",
  "pct",
  "qtr",
  "qtly",
  "div",
  "revs",
  "avg",
  "oper",
  "tonnes",
]);
