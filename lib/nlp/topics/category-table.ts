import "server-only";

/*
 * Subject categories (IPTC-like top level) and the terms that indicate them.
 *
 * Format: one category per key; its value lists terms as "term:weight", separated by commas.
 * A term is one to three words; each word is matched by its crude stem (see `stem` in
 * classify.ts), so "vote" also matches "votes", "voted" and "voting". Weights:
 *   4 — all but decides the category (earthquake, olympics, vaccine)
 *   3 — strong (election, arrest, profit)
 *   2 — typical but shared with other subjects (police, hospital, market)
 *   1 — weak; counts only together with others (president, game, fire)
 * Terms may appear under several categories (hurricane: Disasters and Weather).
 * Reuters-style wire abbreviations (shr, qtly, dlrs) are included for Economy.
 */
export const CATEGORY_TERMS: Record<string, string> = {
  Politics: `
    election:3, elect:2, vote:2, voter:3, ballot:3, polling station:3, parliament:3, parliamentary:3, senate:3,
    senator:3, congress:2, congressional:3, legislature:3, lawmaker:3, legislator:3, minister:2, prime minister:3,
    president:1, presidential:3, government:1, opposition:2, party:1, campaign:1, candidate:2, referendum:3,
    coalition:2, diplomat:2, diplomatic:2, embassy:2, ambassador:2, sanction:2, treaty:2, summit:2, policy:1,
    governor:1, mayor:1, white house:2, democrat:2, democratic party:3, republican:2, conservative:1, labour party:3,
    brexit:3, impeachment:4, impeach:4, cabinet:2, foreign minister:3, politician:3, political:2, constitution:2,
    constitutional:2, legislation:2, veto:2, house of representatives:3, speaker of the house:3, inauguration:3,
    sworn in:2, chancellor:1, premier:2, approval rating:3, opinion poll:3, poll:1, kremlin:2, prime minister's:3, state department:2, secretary of state:2
  `,
  "Economy and business": `
    economy:3, economic:2, market:2, stock:2, share:1, investor:2, profit:3, revenue:3, earnings:3, net income:3,
    dividend:3, merger:3, acquisition:2, acquire:2, takeover:3, bank:2, banking:2, central bank:3, interest rate:3,
    inflation:3, gdp:3, trade:2, tariff:3, export:2, import:2, company:1, firm:1, corporation:2, ceo:2,
    chief executive:2, business:2, industry:1, oil:1, price:1, currency:2, dollar:1, bond:2, debt:2, loan:2,
    budget:1, tax:1, unemployment:3, employment:2, stock exchange:3, nasdaq:3, wall street:3, bankruptcy:3,
    quarter:1, quarterly:2, shareholder:3, analyst:1, fiscal year:2, dlrs:2, mln:1, shr:3, revs:3, qtly:3, div:2,
    net loss:3, net profit:3, sale:1, crude:2, opec:3, commodity:2, wheat:1, grain:1, coffee:1, cocoa:1, sugar:1,
    subsidiary:2, stake:2, offering:2, securities:2, exchange commission:2, pct:1, economist:3, recession:3,
    trade deficit:3, trade surplus:3, money supply:3, yen:2, fed:2, imf:3, world bank:3, retail:2, consumer:1,
    manufacturer:2, startup:2, investment:2, chairman:2, board of directors:3, executive:2, managing director:3,
    deal:2, contract:2, pact:1, agreement:1, supplier:2, customer:2, product:2, brand:2, factory:2, plant:1,
    production:2, output:2, tonne:2, barrel:3, refinery:3, mining:2, copper:3, gold:2, steel:2, aluminium:3,
    aluminum:3, metal:2, cts:2, cent:1, franchise:2, retailer:3, wholesale:3, inventory:2, demand:1, supply:1,
    producer:2, farmer:1, crop:2, harvest:2, soybean:2, corn:1, livestock:2, usda:3, dealer:2, broker:3,
    brokerage:3, underwriter:3, underwrite:3, ipo:4, share price:3, stock split:4, warrant:1, note:1, lease:2,
    real estate:3, mortgage:3, credit:2, lender:3, creditor:3, airline:2, carrier:1, telecommunication:2,
    restructuring:3, layoff:3, bid:1, tender offer:4, payout:3, joint venture:3, venture:2, division:1, fund:1,
    income fund:3, store:1, shopping:1, license:1, licence:1, distributor:2, patent:2, rig count:3
  `,
  "Crime and law": `
    police:2, arrest:3, court:2, judge:2, jury:3, trial:3, sentence:2, prison:3, jail:3, convict:3, conviction:3,
    guilty:3, crime:3, criminal:2, murder:3, kill:1, shooting:2, shoot:1, gunman:3, stab:3, theft:3, fraud:3,
    corruption:3, bribery:3, bribe:3, lawsuit:3, sue:2, prosecutor:3, prosecution:3, attorney general:2,
    lawyer:2, attorney:2, charge:1, allegation:2, allege:1, investigation:2, investigate:2, suspect:3, abuse:2,
    sexual abuse:3, rape:3, smuggling:3, trafficking:3, supreme court:2, verdict:3, appeal:1, fbi:2,
    law enforcement:2, parole:3, custody:2, homicide:3, manslaughter:4, indictment:4, indict:4, plead:3,
    acquit:4, offender:3, detain:2, robbery:3, kidnap:3, extradition:4, money laundering:4, felony:4, inmate:3
  `,
  "Disasters and accidents": `
    earthquake:4, quake:3, tsunami:4, flood:3, wildfire:4, fire:2, blaze:3, explosion:3, explode:2, collapse:2,
    crash:3, plane crash:4, derail:4, accident:3, victim:1, death toll:4, rescue:3, rescuer:3, survivor:2,
    evacuate:3, evacuation:3, disaster:3, landslide:4, avalanche:4, eruption:4, volcano:3, hurricane:3,
    typhoon:3, cyclone:3, tornado:3, storm:1, injure:2, injury:2, debris:2, rubble:3, emergency services:2,
    firefighter:3, fire brigade:3, sink:2, capsize:4, pileup:4, collision:3, gas leak:3, magnitude:3,
    aftershock:4, shipwreck:4, missing:1, crash site:4, black box:3, flight recorder:4, emergency landing:3,
    famine:3
  `,
  Health: `
    health:2, hospital:2, patient:2, disease:3, virus:2, coronavirus:4, covid:4, pandemic:4, epidemic:4,
    outbreak:3, vaccine:4, vaccination:4, infection:3, infect:3, cancer:3, medical:2, medicine:2, doctor:2,
    nurse:2, drug:1, treatment:2, clinical:3, surgery:3, measles:4, ebola:4, hiv:4, public health:3,
    world health organization:4, mental health:3, obesity:3, diabetes:3, symptom:3, pharmaceutical:2, fda:2,
    healthcare:3, health care:3, quarantine:4, lockdown:3, physician:3, neurosurgery:3, disorder:2,
    therapy:3, dementia:4, alzheimer:4, malaria:4, tuberculosis:4, cholera:4, flu:3, influenza:4, opioid:4,
    overdose:3, smoking:2, tobacco:2, e-cigarette:3, vaping:3
  `,
  "Science and technology": `
    science:2, scientist:3, research:2, researcher:3, study:1, published in:2, journal:2, nasa:3, space:2,
    spacecraft:4, satellite:3, rocket:3, astronaut:4, planet:3, mars:3, moon:1, telescope:4, astronomer:4,
    physics:3, chemistry:3, biology:3, species:2, fossil:3, dinosaur:4, genetic:3, dna:3, technology:3,
    tech:2, software:3, internet:2, computer:3, data:1, cyber:3, cybersecurity:4, hacker:3,
    artificial intelligence:4, robot:3, smartphone:3, app:1, google:2, facebook:2, microsoft:2,
    semiconductor:3, evolution:2, laboratory:3, experiment:3, archaeologist:3, archaeological:3, asteroid:4,
    comet:4, galaxy:4, orbit:3, launch:1, spacex:4, iss:3, international space station:4, engineer:2,
    engineering:2, molecule:3, protein:2, neuroscience:3, paleontologist:4, ecological:1, findings:1,
    peer-reviewed:3, university of:1, encryption:3, database:2, online:1, algorithm:3, drone:2,
    oceanographer:4, oceanography:4, biologist:4, physicist:4, chemist:3, mathematician:4, -ology:2
  `,
  Sport: `
    sport:3, football:3, soccer:4, basketball:4, baseball:4, cricket:4, tennis:4, golf:3, rugby:4, hockey:4,
    olympic:4, olympics:4, world cup:4, championship:3, tournament:3, match:1, game:1, team:2, player:2,
    coach:2, league:3, season:1, goal:1, score:1, win:1, medal:3, athlete:3, marathon:4, race:1, racing:2,
    grand prix:4, fifa:4, nba:4, nfl:4, uefa:4, stadium:2, formula one:4, cyclist:3, boxing:4, wrestling:3,
    wrestler:3, champion:2, world record:3, quarterfinal:4, semifinal:4, final:1, striker:3, goalkeeper:4,
    athletics:4, sprint:2, squad:2, referee:4, playoff:4, grand slam:4, wwe:3, super bowl:4, fixture:2
  `,
  Environment: `
    environment:3, environmental:3, climate:3, climate change:4, global warming:4, emission:3, carbon:3,
    pollution:4, pollutant:3, deforestation:4, conservation:3, wildlife:3, endangered species:4,
    biodiversity:4, ecosystem:3, renewable:3, solar power:3, wind power:3, fossil fuel:3, greenhouse:3,
    plastic:2, recycling:3, extinction:3, habitat:3, forest:2, ocean:1, coral:3, glacier:3, sea level:3,
    drought:2, extinction rebellion:4, epa:2, environmental protection agency:3, climate strike:4,
    greenhouse gas:4, carbon dioxide:3, oil spill:4, poaching:4, national park:2, endangered:3, ice sheet:3
  `,
  "Conflict and war": `
    war:3, military:3, army:3, troop:3, soldier:3, airstrike:4, air strike:4, bomb:2, bombing:3, missile:3,
    attack:2, terrorist:4, terrorism:4, terror:3, militant:4, insurgent:4, rebel:3, taliban:4,
    islamic state:4, isis:4, isil:4, al-qaeda:4, ceasefire:4, peace talks:3, invasion:4, invade:3,
    occupation:2, shelling:4, artillery:4, casualty:2, combat:3, armed forces:3, nato:3, weapon:2,
    nuclear weapon:3, hostage:3, guerrilla:4, coup:3, civil war:4, conflict:2, offensive:2, suicide bomber:4,
    car bomb:4, jihadist:4, militia:4, defence minister:3, defense secretary:3, drone strike:4, warship:3,
    navy:2, air force:3, peacekeeper:4, frontline:3, gunfire:2, killed in:1
  `,
  "Culture and entertainment": `
    film:3, movie:3, actor:3, actress:3, music:3, musician:3, singer:3, song:3, album:3, band:2, concert:3,
    festival:2, theatre:3, theater:3, art:2, artist:2, museum:2, exhibition:2, book:2, novel:3, author:2,
    award:2, oscar:4, grammy:4, box office:4, television:2, tv:1, series:1, celebrity:3, fashion:3,
    convention:1, fan:2, anime:4, comic:3, cosplay:4, premiere:3, documentary:2, entertainment:3,
    hollywood:3, video game:3, gaming:2, culture:2, cultural:2, heritage:2, dance:2, painting:3, sculpture:3,
    poet:3, poetry:3, opera:4, orchestra:4, broadway:4, comedian:3, comedy:2, cosplayer:4, furry:3,
    fandom:4, comicon:4, eurovision:4
  `,
  Society: `
    protest:3, protester:3, protestor:3, demonstration:2, demonstrator:3, rally:2, human rights:3,
    civil rights:3, immigration:3, immigrant:3, migrant:3, refugee:3, asylum:3, poverty:3, homeless:3,
    homelessness:3, discrimination:3, racism:3, gender:2, lgbt:4, same-sex:4, marriage:2, gay:3,
    transgender:4, feminism:3, abortion:3, welfare:2, pension:2, housing:2, community:1, family:1,
    social:1, population:2, census:3, suicide:2, charity:2, volunteer:2, strike:2, trade union:3, worker:1,
    inequality:3, gun control:3, gun ownership:3, anti-abortion:4, equality:3, activist:2, youth:1,
    minority:2, indigenous:3, slavery:3, hate speech:3, free speech:3, privacy:2
  `,
  Weather: `
    weather:4, storm:2, hurricane:3, typhoon:3, cyclone:3, tropical storm:4, tropical depression:4,
    tornado:3, rain:2, rainfall:3, snow:3, snowfall:3, blizzard:4, heatwave:4, heat wave:4, temperature:2,
    forecast:2, national weather service:4, met office:4, wind:1, gust:3, drought:3, frost:2, monsoon:4,
    national hurricane center:4, precipitation:4, el nino:4, meteorological:4, meteorologist:4, landfall:4,
    showers:2, freezing:2, humidity:3, cold snap:4, hailstorm:4, flash flood:3
  `,
  Education: `
    school:2, university:2, college:2, student:3, teacher:3, education:4, educational:3, pupil:3,
    classroom:3, curriculum:4, tuition:3, graduate:2, graduation:2, academic:2, campus:3, professor:1,
    exam:3, examination:2, scholarship:3, kindergarten:3, higher education:4, literacy:3, olympiad:3,
    enrollment:3, enrolment:3, schoolchildren:3, headteacher:4, principal:1, lecturer:2, faculty:2,
    school district:4, homeschooling:3, undergraduate:3
  `,
  Religion: `
    religion:4, religious:3, church:3, catholic:3, pope:4, vatican:4, priest:3, bishop:3, archbishop:4,
    cardinal:2, mosque:3, imam:4, islam:3, islamic:2, muslim:3, christian:3, christianity:4, jewish:3,
    judaism:4, synagogue:4, temple:2, hindu:3, buddhist:3, buddhism:4, faith:2, prayer:3, pray:2,
    worship:3, clergy:4, nun:3, pilgrim:3, pilgrimage:4, easter:1, christmas:1, ramadan:4, cathedral:2,
    saint:1, god:1, holy:2, diocese:4, sermon:4, theologian:4, rabbi:4, relic:3, procession:2, parish:3,
    evangelical:3, congregation:3, hajj:4, monk:3, monastery:3
  `,
};

export const CATEGORY_NAMES = Object.keys(CATEGORY_TERMS);

/** Markers of breaking news in a title or lead; the Urgency topic is "Breaking" when one is present. */
export const BREAKING_MARKERS =
  /^\s*(?:breaking(?: news)?|urgent|flash|news alert|alert|just in|developing(?: story)?)\b\s*[:\-–—|]|\b(?:breaking news|this is a (?:developing|breaking) (?:news )?story|(?:this story|more details) will be updated|more to follow|live updates?)\b/i;
