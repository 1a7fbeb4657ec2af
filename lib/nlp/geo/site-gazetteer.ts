import "server-only";
import { foldName } from "./fold-name";

/**
 * Sites (DECISIONS 23): buildings and facilities — airports, stadiums, space centres, museums as places,
 * palaces, places of worship, monuments. Two kinds of evidence: a head word that makes any name a
 * facility ("Wembley Stadium", "Kennedy Space Center", "Museum of Modern Art"), and a list of well-known
 * sites whose names have no such word or are written short ("the White House", "the Louvre").
 */
export type TSite = {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Other names ("Louvre Museum", "Musée du Louvre"). */
  aliases: string[];
};

/** name|countryCode|lat|lon|aliases;… — coordinates from the sites' public descriptions, rounded. */
const SITE_LINES = `
White House|US|38.898|-77.037|
United States Capitol|US|38.890|-77.009|U.S. Capitol;US Capitol;Capitol Building
Louvre|FR|48.861|2.338|Louvre Museum;Musée du Louvre
Eiffel Tower|FR|48.858|2.295|
Notre-Dame Cathedral|FR|48.853|2.350|Notre-Dame de Paris;Notre Dame Cathedral
Versailles Palace|FR|48.805|2.120|Palace of Versailles;Château de Versailles
Buckingham Palace|GB|51.501|-0.142|
Westminster Abbey|GB|51.499|-0.127|
Tower of London|GB|51.508|-0.076|
Stonehenge|GB|51.179|-1.826|
Wembley Stadium|GB|51.556|-0.280|
Heathrow Airport|GB|51.470|-0.454|Heathrow;London Heathrow Airport
Gatwick Airport|GB|51.153|-0.182|Gatwick;London Gatwick Airport
Colosseum|IT|41.890|12.492|Coliseum
Sistine Chapel|VA|41.903|12.454|
St. Peter's Basilica|VA|41.902|12.453|Saint Peter's Basilica;St Peter's Basilica
Acropolis|GR|37.972|23.726|Acropolis of Athens
Parthenon|GR|37.972|23.727|
Hagia Sophia|TR|41.009|28.980|Ayasofya
Taj Mahal|IN|27.175|78.042|
Forbidden City|CN|39.916|116.397|
Great Wall of China|CN|40.432|116.570|Great Wall
Machu Picchu|PE|-13.163|-72.545|
Kennedy Space Center|US|28.573|-80.649|John F. Kennedy Space Center;Kennedy Space Centre
Cape Canaveral Space Force Station|US|28.489|-80.578|Cape Canaveral Air Force Station
Johnson Space Center|US|29.559|-95.090|Lyndon B. Johnson Space Center
Baikonur Cosmodrome|KZ|45.965|63.305|
Statue of Liberty|US|40.689|-74.045|
Empire State Building|US|40.748|-73.986|
Madison Square Garden|US|40.751|-73.993|
Golden Gate Bridge|US|37.820|-122.479|
Sydney Opera House|AU|-33.857|151.215|
Burj Khalifa|AE|25.197|55.274|
Al-Aqsa Mosque|PS|31.776|35.236|al-Aqsa Mosque;Al Aqsa Mosque;Al-Aqsa;al-Aqsa
Western Wall|IL|31.777|35.234|Wailing Wall
Kaaba|SA|21.423|39.826|
Hamid Karzai International Airport|AF|34.566|69.212|Kabul airport;Kabul International Airport
John F. Kennedy International Airport|US|40.641|-73.778|JFK Airport;JFK International Airport;Kennedy Airport
Chernobyl Nuclear Power Plant|UA|51.389|30.099|Chernobyl power plant;Chernobyl plant
Fukushima Daiichi|JP|37.421|141.033|Fukushima Daiichi Nuclear Power Plant;Fukushima Daiichi plant
Zaporizhzhia Nuclear Power Plant|UA|47.512|34.585|Zaporizhzhia nuclear plant
Guantanamo Bay detention camp|CU|19.901|-75.097|Guantanamo Bay prison
Old Trafford|GB|53.463|-2.291|
Anfield|GB|53.431|-2.961|
Camp Nou|ES|41.381|2.123|Nou Camp
Santiago Bernabeu|ES|40.453|-3.688|Santiago Bernabéu;Bernabeu;Bernabéu
Maracana|BR|-22.912|-43.230|Maracanã;Maracana Stadium;Maracanã Stadium
Melbourne Cricket Ground|AU|-37.820|144.983|MCG
Lord's Cricket Ground|GB|51.530|-0.173|
Guggenheim Museum|US|40.783|-73.959|
Metropolitan Museum of Art|US|40.779|-73.963|
Rijksmuseum|NL|52.360|4.885|
Prado Museum|ES|40.414|-3.692|Museo del Prado;Prado
Hermitage Museum|RU|59.940|30.314|State Hermitage Museum
Uffizi Gallery|IT|43.768|11.255|Uffizi
Kremlin Palace|RU|55.751|37.617|Grand Kremlin Palace
`;

type TSiteIndex = Map<string, TSite>;
let index: TSiteIndex | undefined;

function build(): TSiteIndex {
  const byName: TSiteIndex = new Map();
  for (const line of SITE_LINES.split("\n")) {
    if (!line.trim()) continue;
    const [name = "", countryCode = "", lat = "0", lon = "0", aliases = ""] = line.split("|");
    const site: TSite = {
      name,
      countryCode,
      latitude: Number(lat),
      longitude: Number(lon),
      aliases: aliases.split(";").filter(Boolean),
    };
    for (const form of [name, ...site.aliases]) if (!byName.has(foldName(form))) byName.set(foldName(form), site);
  }
  return byName;
}

/** A well-known site by its name or an alias ("the Louvre", "Heathrow"), or undefined. */
export function findSite(name: string): TSite | undefined {
  index ??= build();
  return index.get(foldName(name));
}

/**
 * Last words (or words before "of") that make a name a facility: "Wembley Stadium", "Museum of Modern
 * Art", "Kennedy Space Center". Not the head words of organisations that run one ("Carter Center",
 * "Mayo Clinic"), nor streets, rivers or events.
 */
export const SITE_HEADS = new Set(
  `airport airfield aerodrome heliport spaceport cosmodrome stadium arena velodrome ballpark palace castle fortress
  chateau museum gallery cathedral mosque synagogue temple basilica abbey chapel shrine minaret pagoda monastery
  prison penitentiary jail tower towers skyscraper bridge dam lighthouse memorial monument mausoleum
  tomb pyramid pyramids amphitheatre amphitheater colosseum airbase racecourse`.split(/\s+/),
);

/**
 * Heads of institutions that are also buildings: "released by the Florida Museum of Natural History" is
 * the institution (Organization), "queued at the Museum of Modern Art" the place (Site).
 */
export const INSTITUTION_SITE_HEADS = new Set(["museum", "gallery"]);

/** Two-word heads: "Space Center", "Power Plant", "Opera House", "Air Base", "Convention Centre". */
export const SITE_HEAD_PAIRS = new Set(
  `space center|space centre|space station|launch site|power plant|power station|nuclear plant|opera house|
  air base|naval base|military base|convention center|convention centre|exhibition centre|
  exhibition center|detention centre|detention center|detention camp|refugee camp|cricket ground|race course|motor speedway|international airport|concert hall|city hall|town hall`
    .split("|")
    .map((s) => s.trim()),
);
