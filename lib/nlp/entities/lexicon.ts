import "server-only";
import { FAMILY_NAMES, GIVEN_NAMES } from "./data/given-names";

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

export const GIVEN = words(GIVEN_NAMES);
const ASCII = /^[\x00-\x7f]*$/;
const GIVEN_FOLDED = new Set([...GIVEN].map((w) => w.normalize("NFD").replace(/[\u0300-\u036f]/g, "")));

/** A given name, with or without its diacritics ("Paweł", "José"). */
export function isGiven(lower: string): boolean {
  if (GIVEN.has(lower)) return true;
  // "Jean-Jacques", "Sahle-Work": every part a given name.
  if (lower.includes("-")) return lower.split("-").every((p) => p.length > 1 && isGiven(p));
  // ASCII has nothing to fold (most words: no Unicode decomposition needed).
  if (ASCII.test(lower)) return GIVEN_FOLDED.has(lower);
  const folded = lower
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/g, "l")
    .replace(/ø/g, "o");
  return GIVEN_FOLDED.has(folded);
}
export const FAMILY = words(`${FAMILY_NAMES}
young king white hunter drew cook brown green black baker rose hill wood stone bird trump may bush rice price little
long short fox wolf lamb hall bell wells major moon wall ward west north south cross field fisher fish gray grey hunt
lane love mason miller palmer parker porter reed rich sharp shaw small smith stewart strong swift taylor turner
walker warren waters webb wise woods wright carpenter carter chambers church clay cole day dean duke english frank
free gill glass good grant hammer hope house hudson hughes jack joy keen knight lake lord mark marsh mills noble
page pope power ray read reid rock rush sage salt sand savage shepherd silver sparks spring stark steel sterling
storm summers swan temple tucker vale vine wade walter watt weaver wheeler wilde winter wolfe wren banks bishop
booth brooks burns butler bond cash chase cooper cotton crane cross dyer earl fields ford foster gates golding
goodman hawk head holly honey hood horn howard jewell judge keys lamb lively mayor moody nash oakes paine pike
pitt pond pratt quick rivers roach robin royal sells singer snow spencer sweet thorne tower trim vance villa
ward wills wood worth`);

/** Capitalised titles before a name; not part of it ("President Vladimir Putin" → "Vladimir Putin"). */
export const PERSON_TITLES = words(`
president vice-president vice prime premier minister chancellor secretary secretary-general speaker senator sen sen.
representative rep rep. congressman congresswoman governor gov gov. lieutenant lt lt. mayor deputy ambassador
chairman chairwoman chairperson chair ceo cfo coo executive director director-general judge justice attorney
general gen gen. colonel col col. major maj maj. captain capt capt. sergeant sgt sgt. admiral adm adm. commander
marshal brigadier corporal cpl private pvt king queen prince princess duke duchess emperor empress sultan emir sheikh
shaikh crown pope cardinal archbishop bishop rev rev. reverend father sister brother rabbi imam ayatollah mullah
mr mr. mrs mrs. ms ms. miss mx dr dr. prof prof. professor sir dame lord lady baron baroness commissioner inspector
detective det det. officer constable superintendent coach agent dean provost councillor councilman councilwoman
alderman assemblyman assemblywoman sheriff chief spokesman spokeswoman spokesperson lady honorable honourable
hon hon. administrator presidents ministers senators governors premiers chancellors adviser advisor
monsignor monsenor monseñor
`);

/** Words that may sit inside a title block between title words ("Secretary of State", "Minister for Health"). */
export const TITLE_INNER = words(`of for the state foreign interior defence defense finance health home justice trade
economy economic energy environment education transport culture labour labor agriculture emergencies emergency
situations affairs security general executive chief deputy vice acting former senior junior supreme high crown
attorney prime first majority minority house emeritus presidential`);

/** Lower-case role nouns right before a name mark a person ("spokesman John Smith", "fellow Anita Knopov"). */
export const ROLE_WORDS = words(`president minister premier chancellor spokesman spokeswoman spokesperson chairman
chairwoman chair executive officer director professor fellow researcher scientist analyst economist lawyer attorney
senator governor mayor judge coach actor actress singer rapper musician player striker midfielder defender goalkeeper
author writer journalist reporter correspondent editor founder cofounder co-founder leader candidate colonel
commander secretary ambassador envoy deputy manager captain teammate wife husband son daughter brother sister
father mother uncle aunt cousin chef artist astronaut cardinal bishop archbishop pope king queen prince princess cyclist driver
boxer champion winner victim suspect defendant activist dissident opposition lawmaker legislator congressman
congresswoman representative rep. sen. gov. economist strategist trader banker investor owner boss businessman
businesswoman entrepreneur billionaire president-elect nominee challenger incumbent rival successor predecessor
photographer filmmaker director producer comedian presenter host anchor physician doctor nurse surgeon
dr. mr. mrs. ms. mr mrs ms dr widow widower girlfriend boyfriend partner friend colleague student pupil teacher
soldier sergeant pilot officer detective inspector priest rabbi imam pastor monk nun explorer climber athlete
sprinter swimmer skier tennis golfer jockey manager official spokesperson aide adviser advisor counsel`);

/** Last words of institutional names. */
export const ORG_HEADS = words(`ministry committee commission council court tribunal university
college school academy institute institution agency authority bureau department
office police army navy force forces guard guards corps party union assembly parliament congress senate
federation association organization organisation foundation society
league alliance coalition front movement brotherhood church board directorate
secretariat administration service services command ombudsman observatory museum library hospital clinic centre
center centers centres laboratory laboratories fund commonwealth chamber conference club orchestra
confederation syndicate crescent journal patrol charity federations nations brigade battalion regiment division
taskforce reserve exchange embassy consulate prefecture proceedings annals tribe lab labs`);

/** Last words of company names (besides legal suffixes). */
export const COMPANY_HEADS = words(`airlines airline airways motors motor group holdings holding industries
industrie petroleum oil energy pharmaceuticals pharma technologies technology systems communications telecom
telecommunications electronics electric insurance partners capital securities financial bancorp bancshares
brands foods products chemicals chemical steel mining minerals resources manufacturing enterprises ventures
investments investment media entertainment studios pictures records networks software semiconductor
semiconductors laboratories labs railway railways railroad shipping logistics automotive auto cars
stores retail mills brewery breweries hotels restaurants air realty properties equities trust savings bank banks
bankcorp banque times post herald tribune gazette chronicle telegraph inquirer courier examiner daily weekly
magazine news press radio television broadcasting tv supermarkets`);

/** Legal-form suffixes: evidence of a company, dropped from the canonical name. */
export const LEGAL_SUFFIXES = new Set([
  "Inc",
  "Inc.",
  "Incorporated",
  "Corp",
  "Corp.",
  "Corporation",
  "Co",
  "Co.",
  "Cos",
  "Cos.",
  "Company",
  "Ltd",
  "Ltd.",
  "Limited",
  "Plc",
  "plc",
  "PLC",
  "P.L.C.",
  "AG",
  "A.G.",
  "SA",
  "S.A.",
  "NV",
  "N.V.",
  "BV",
  "B.V.",
  "GmbH",
  "SpA",
  "S.p.A.",
  "LLC",
  "L.L.C.",
  "LP",
  "L.P.",
  "LLP",
  "Bhd",
  "Berhad",
  "Pty",
  "KK",
  "K.K.",
  "AB",
  "ASA",
  "A/S",
  "Oyj",
  "SE",
  "SAS",
  "S.A.S.",
  "Srl",
  "S.r.l.",
  "Sarl",
  "PLC.",
  "Ltda",
  "Cia",
  "Ag",
]);

/** Bank-like heads that name public bodies rather than companies. */
export const PUBLIC_BANK_WORDS = words("central reserve national world development federal investment export-import");

/** Connectors allowed inside names under conditions checked by the span finder. */
export const NAME_PARTICLES = words(
  `de del della der di da das dos do du des van von den ter bin ibn al el le la y zu`,
);

export const MONTHS_DAYS = words(`january february march april may june july august september october november
december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday
sunday mon tue tues wed thu thur thurs fri sat sun`);

/** Adjectives that precede names but never start one ("Former U.S. intelligence agent"). */
export const RUN_START_DROP = words(`former late then ex current incoming outgoing acting newly recently also both
only even every many most some several fellow veteran embattled beleaguered disgraced jailed exiled ousted
remarked noted explained commented recalled concluded`);

/** Function words that never start a name, even capitalised. */
export const FUNCTION_WORDS = words(`a an the this that these those his her its their our my your some many much
any all each every no not nor neither either both few several such what which who whom whose when where why how
i he she it we they you me him them us one ones there here then than and or but if so as at by for from in into
of on onto to with without within about above after against along among around before behind below beneath
beside between beyond during except inside near off out outside over past since through throughout till toward
towards under until up upon via is are was were be been being am do does did have has had will would shall
should can could may might must also yet still however meanwhile moreover furthermore nevertheless although
though because while whereas unless whether once already just only even again ever never always often sometimes
perhaps maybe yes ok okay mostly most more less least other another same own last next second third
according despite including following regarding per unlike like two three four five six seven eight nine ten
eleven twelve fifteen twenty thirty forty fifty hundred hundreds thousand thousands million millions dozens dozen`);

/** Verbs of saying: "X said", "said X", "according to X" point to a person (or a company, see typing). */
export const SPEECH_VERBS = words(`said says say told tells added adds explained stated wrote writes tweeted
argued claimed insisted warned noted asked replied commented recalled acknowledged admitted testified
declared remarked responded suggested urged described confirmed denied`);

/** All-caps tokens that are not names. */
export const ACRONYM_STOP = words(`I II III IV V VI VII VIII IX X XI XII AM PM A.M. P.M. GMT EST EDT PST BST CET UTC
GDP GNP CPI PPI CEO CFO COO CTO IPO ETF OK TV DVD CD PC USB PDF URL HTML GPS SMS SUV ATM VAT DNA RNA HIV AIDS
COVID COVID-19 SARS SARS-CoV-2 MERS BSE TB MP MPs MEP MEPs QC KC PhD MBA BA MD RN ID NB PS FAQ FYI LOL
OMG NOTE NET REVS SHR SHRS QTR MTHS AVG DLRS CTS MLN BLN PCT VS NA N.A. ET AL PRE YEAR OIL LTD INC CORP CO
REUTER REUTERS USD EUR GBP JPY CHF CAD AUD DM ECU BPD NO YES AND OR THE OF IN ON AT TO FOR BY FROM IT IS
BE AS AN WE ME HE UP SO DO GO IF MY CPI-U EPS ROE FOB CIF LNG LPG CO2 NOX UV FM AM UHF VHF WW1 WW2`);

/** Capitalised words that are common and never an entity on their own. */
export const NON_ENTITY_WORDS = words(`god internet web earth moon sun christmas easter ramadan eid hanukkah diwali
halloween thanksgiving olympics paralympics brexit covid coronavirus islam christianity judaism hinduism buddhism
muslim muslims christian christians jew jews jewish catholic catholics protestant sunni shia shiite islamic
western eastern northern southern central conservative liberal
mediterranean atlantic pacific arctic caribbean gulf world state states north south east west ocean sea river
mount lake bay island islands`);

/** Family names written first ("Xi Jinping" → "Xi"): a lone one refers back to the full name. */
export const EAST_ASIAN_FAMILY = words(`xi li wang zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he
gao lin luo zheng liang xie song tang han feng deng cao peng zeng xiao tian dong pan yuan cai jiang yu du ye cheng
wei su lu ding ren shen yao jin kim park lee choi jung jeong kang cho yoon jang lim oh seo shin kwon hwang ahn yoo
hong jeon ko moon son bae baek nguyen tran pham hoang phan vu vo dang bui ngo duong hun`);

/** Last words of facility and street names: never a person, not typed here (no entity type for them). */
/** Last words of events' names ("World Athletics Championships", "Australian Open"). */
export const EVENT_HEADS = words("championships championship cup games open awards summit tour series");

export const FACILITY_HEADS = words(`avenue street road square bridge airport station park highway tower towers
building hall stadium arena palace castle prison jail gate gates mall plaza boulevard lane drive way tunnel dam
port harbour harbor beach valley canyon mountain mountains river lake forest island islands peninsula desert
world cup award awards prize trophy championship championships open festival games act bill treaty accord
agreement plan day week war wars crisis disaster protocol doctrine law code index award avenue memorial monument
cemetery reservoir canal coast shore hills heights falls zone field fields stadium garden gardens city medal
show series film movie album song book novel olympiad tournament league cup marathon race facility
district county province region oblast krai prefecture governorate municipality borough township parish territory
cathedral mosque synagogue temple shrine basilica abbey chapel`);
