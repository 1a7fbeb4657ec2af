import "server-only";

/**
 * National legislatures and their chambers of the sovereign states (UN members and observers, plus
 * Taiwan and Kosovo), from general knowledge: the English name, the native or transliterated names and
 * the English short forms as aliases; generic names ("National Assembly", "Senate", "Parliament") only
 * in the fourth field, scoped to the country (matched when the text names the country or its people).
 * Format: see `parseKnownLine` in ../known-entities.ts.
 */
export const KNOWN_LEGISLATURE_LINES = `
O|Parliament of Afghanistan|National Assembly of Afghanistan;Wolesi Jirga;Meshrano Jirga|AFG:Parliament;National Assembly
O|Parliament of Albania|Kuvendi;Albanian Parliament|ALB:Parliament
O|People's National Assembly|People's National Assembly of Algeria;Council of the Nation|DZA:National Assembly;Parliament
O|General Council of Andorra|Consell General|AND:General Council
O|National Assembly of Angola|Assembleia Nacional|AGO:National Assembly
O|Parliament of Antigua and Barbuda||ATG:Parliament
O|Argentine National Congress|National Congress of Argentina;Congreso de la Nación Argentina;Argentine Congress|ARG:Congress;National Congress
O|Chamber of Deputies of Argentina|Argentine Chamber of Deputies|ARG:Chamber of Deputies
O|Senate of Argentina|Argentine Senate|ARG:Senate
O|National Assembly of Armenia|Azgayin Zhoghov|ARM:National Assembly;Parliament
O|Parliament of Australia|Australian Parliament;Federal Parliament of Australia|AUS:Parliament;Federal Parliament
O|Australian Senate|Senate of Australia|AUS:Senate
O|Australian House of Representatives||AUS:House of Representatives
O|Austrian Parliament|Nationalrat;National Council of Austria;Bundesrat of Austria|AUT:National Council;Parliament
O|National Assembly of Azerbaijan|Milli Majlis|AZE:National Assembly;Parliament
O|Parliament of the Bahamas||BHS:Parliament;House of Assembly
O|National Assembly of Bahrain|Council of Representatives of Bahrain|BHR:National Assembly;Council of Representatives
O|Shura Council of Bahrain|Bahraini Shura Council|BHR:Shura Council
O|Jatiya Sangsad|Parliament of Bangladesh;Jatiya Sangshad|BGD:Parliament
O|Parliament of Barbados||BRB:Parliament
O|National Assembly of Belarus|Belarusian Parliament|BLR:National Assembly;Parliament
O|House of Representatives of Belarus|Belarusian House of Representatives|BLR:House of Representatives
O|Belgian Federal Parliament|Chamber of Representatives of Belgium;Belgian Chamber of Representatives;Belgian Senate|BEL:Federal Parliament;Parliament;Chamber of Representatives
O|National Assembly of Belize||BLZ:National Assembly
O|National Assembly of Benin||BEN:National Assembly
O|Parliament of Bhutan|Tshogdu|BTN:Parliament;National Assembly;National Council
O|Plurinational Legislative Assembly|Bolivian Congress|BOL:Legislative Assembly;Congress
O|Senate of Bolivia|Bolivian Senate|BOL:Senate
O|Chamber of Deputies of Bolivia|Bolivian Chamber of Deputies|BOL:Chamber of Deputies
O|Parliamentary Assembly of Bosnia and Herzegovina||BIH:Parliamentary Assembly
O|House of Representatives of Bosnia and Herzegovina||BIH:House of Representatives
O|House of Peoples of Bosnia and Herzegovina||BIH:House of Peoples
O|Parliament of Botswana||BWA:Parliament;National Assembly
O|National Congress of Brazil|Brazilian Congress;Congresso Nacional;Brazilian National Congress|BRA:Congress;National Congress
O|Federal Senate of Brazil|Brazilian Senate;Senado Federal|BRA:Senate;Federal Senate
O|Chamber of Deputies of Brazil|Brazilian Chamber of Deputies;Câmara dos Deputados|BRA:Chamber of Deputies
O|Legislative Council of Brunei||BRN:Legislative Council
O|National Assembly of Bulgaria|Narodno Sabranie;Bulgarian Parliament|BGR:National Assembly;Parliament
O|National Assembly of Burkina Faso||BFA:National Assembly;Transitional Legislative Assembly
O|Parliament of Burundi||BDI:Parliament;National Assembly
O|Parliament of Cabo Verde|National Assembly of Cape Verde|CPV:National Assembly
O|Parliament of Cambodia|National Assembly of Cambodia;Senate of Cambodia|KHM:National Assembly;Parliament
O|Parliament of Cameroon|National Assembly of Cameroon|CMR:National Assembly;Parliament
O|Parliament of Canada|Canadian Parliament|CAN:Parliament;Parliament Hill
O|House of Commons of Canada|Canadian House of Commons|CAN:House of Commons;Commons
O|Senate of Canada|Canadian Senate|CAN:Senate
O|National Assembly of the Central African Republic||CAF:National Assembly
O|National Assembly of Chad||TCD:National Assembly;National Transitional Council
O|National Congress of Chile|Chilean Congress|CHL:Congress;National Congress
O|Senate of Chile|Chilean Senate|CHL:Senate
O|Chamber of Deputies of Chile|Chilean Chamber of Deputies|CHL:Chamber of Deputies
O|National People's Congress|NPC;Chinese National People's Congress;NPC Standing Committee|CHN:National People's Congress
O|Chinese People's Political Consultative Conference|CPPCC|CHN:
O|Congress of Colombia|Colombian Congress|COL:Congress
O|Senate of Colombia|Colombian Senate|COL:Senate
O|House of Representatives of Colombia|Colombian House of Representatives|COL:House of Representatives
O|Assembly of the Union of the Comoros||COM:Assembly of the Union
O|Parliament of the Republic of the Congo||COG:Parliament;National Assembly
O|Parliament of the Democratic Republic of the Congo|National Assembly of the DRC|COD:Parliament;National Assembly
O|Senate of the Democratic Republic of the Congo|Congolese Senate|COD:Senate
O|Legislative Assembly of Costa Rica||CRI:Legislative Assembly
O|Parliament of Côte d'Ivoire|National Assembly of Ivory Coast|CIV:National Assembly;Parliament
O|Croatian Parliament|Sabor;Hrvatski sabor|HRV:Parliament
O|National Assembly of People's Power|Cuban Parliament;Asamblea Nacional del Poder Popular|CUB:National Assembly
O|House of Representatives of Cyprus|Cypriot Parliament|CYP:House of Representatives;Parliament
O|Parliament of the Czech Republic|Czech Parliament|CZE:Parliament
O|Chamber of Deputies of the Czech Republic|Czech Chamber of Deputies|CZE:Chamber of Deputies
O|Senate of the Czech Republic|Czech Senate|CZE:Senate
O|Folketing|Folketinget;Danish Parliament|DNK:Parliament
O|National Assembly of Djibouti||DJI:National Assembly
O|House of Assembly of Dominica||DMA:House of Assembly
O|National Congress of the Dominican Republic|Dominican Congress|DOM:Congress;National Congress
O|Senate of the Dominican Republic|Dominican Senate|DOM:Senate
O|Chamber of Deputies of the Dominican Republic|Dominican Chamber of Deputies|DOM:Chamber of Deputies
O|National Assembly of Ecuador|Ecuadorian National Assembly|ECU:National Assembly
O|Parliament of Egypt|Egyptian Parliament;Senate of Egypt|EGY:Parliament
O|House of Representatives of Egypt|Egyptian House of Representatives|EGY:House of Representatives
O|Legislative Assembly of El Salvador|Salvadoran Legislative Assembly|SLV:Legislative Assembly
O|Parliament of Equatorial Guinea||GNQ:Parliament
O|Chamber of Deputies of Equatorial Guinea|Equatorial Guinean Chamber of Deputies|GNQ:Chamber of Deputies
O|National Assembly of Eritrea||ERI:National Assembly
O|Riigikogu|Estonian Parliament|EST:Parliament
O|Parliament of Eswatini|Parliament of Swaziland|SWZ:Parliament
O|Federal Parliamentary Assembly|Ethiopian Parliament;House of Peoples' Representatives;House of Federation|ETH:House of Peoples' Representatives;Parliament
O|Parliament of Fiji|Fijian Parliament|FJI:Parliament
O|Eduskunta|Parliament of Finland;Finnish Parliament|FIN:Parliament
O|French Parliament|Parlement français;Parliament of France|FRA:Parliament
O|National Assembly of France|French National Assembly;Assemblée nationale;Assemblee Nationale|FRA:National Assembly
O|French Senate|Senate of France;Sénat|FRA:Senate
O|Parliament of Gabon||GAB:Parliament;National Assembly
O|Senate of Gabon|Gabonese Senate|GAB:Senate
O|National Assembly of the Gambia|Gambian National Assembly|GMB:National Assembly
O|Parliament of Georgia|Georgian Parliament|GEO:Parliament
O|Bundestag|German Bundestag;Deutscher Bundestag|DEU:Parliament
O|Bundesrat|German Bundesrat|DEU:
O|Parliament of Ghana|Ghanaian Parliament|GHA:Parliament
O|Hellenic Parliament|Greek Parliament;Vouli|GRC:Parliament
O|Parliament of Grenada||GRD:Parliament
O|House of Representatives of Grenada|Grenadian House of Representatives|GRD:House of Representatives
O|Congress of Guatemala|Guatemalan Congress|GTM:Congress
O|National Assembly of Guinea||GIN:National Assembly;National Transitional Council
O|National People's Assembly of Guinea-Bissau||GNB:National People's Assembly
O|National Assembly of Guyana||GUY:National Assembly
O|Parliament of Haiti|Haitian Parliament|HTI:Parliament
O|Senate of Haiti|Haitian Senate|HTI:Senate
O|Chamber of Deputies of Haiti|Haitian Chamber of Deputies|HTI:Chamber of Deputies
O|National Congress of Honduras|Honduran Congress|HND:Congress;National Congress
O|National Assembly of Hungary|Hungarian Parliament;Országgyűlés;Orszaggyules;Hungarian National Assembly|HUN:National Assembly;Parliament
O|Althing|Alþingi;Icelandic Parliament|ISL:Parliament
O|Parliament of India|Indian Parliament;Sansad|IND:Parliament
O|Lok Sabha||IND:
O|Rajya Sabha||IND:
O|People's Consultative Assembly|MPR;Indonesian Parliament|IDN:Parliament
O|People's Representative Council|DPR|IDN:
O|House of Representatives of Indonesia|Indonesian House of Representatives|IDN:House of Representatives
O|Islamic Consultative Assembly|Majlis;Iranian Parliament;Majles;Parliament of Iran|IRN:Parliament
O|Guardian Council|Council of Guardians|IRN:
O|Assembly of Experts||IRN:
O|Council of Representatives of Iraq|Iraqi Parliament;Iraqi Council of Representatives|IRQ:Parliament;Council of Representatives
O|Oireachtas|Dáil Éireann;Dáil;Dail;Seanad;Seanad Éireann;Irish Parliament|IRL:Parliament
O|Knesset|Israeli parliament|ISR:
O|Italian Parliament|Parliament of Italy;Parlamento|ITA:Parliament
O|Chamber of Deputies of Italy|Italian Chamber of Deputies;Camera dei Deputati|ITA:Chamber of Deputies
O|Senate of the Republic|Italian Senate;Senato|ITA:Senate
O|Parliament of Jamaica|Jamaican Parliament|JAM:Parliament
O|House of Representatives of Jamaica|Jamaican House of Representatives|JAM:House of Representatives
O|Senate of Jamaica|Jamaican Senate|JAM:Senate
O|National Diet|Diet of Japan;Japanese Diet;Japanese Parliament|JPN:Diet;Parliament
O|House of Representatives of Japan|Japanese House of Representatives|JPN:House of Representatives
O|House of Councillors of Japan|House of Councillors;Japanese House of Councillors|JPN:House of Councillors
O|Parliament of Jordan|Jordanian Parliament|JOR:Parliament
O|House of Representatives of Jordan|Jordanian House of Representatives|JOR:House of Representatives
O|Senate of Jordan|Jordanian Senate|JOR:Senate
O|Parliament of Kazakhstan|Mazhilis;Majilis;Kazakh Parliament|KAZ:Parliament
O|Senate of Kazakhstan|Kazakhstani Senate|KAZ:Senate
O|Parliament of Kenya|Kenyan Parliament;National Assembly of Kenya|KEN:Parliament;National Assembly
O|Senate of Kenya|Kenyan Senate|KEN:Senate
O|House of Assembly of Kiribati||KIR:House of Assembly;Maneaba ni Maungatabu
O|Supreme People's Assembly|SPA|PRK:Supreme People's Assembly
O|National Assembly of South Korea|South Korean National Assembly;Korean National Assembly|KOR:National Assembly
O|Assembly of the Republic of Kosovo|Kosovo Assembly;Assembly of Kosovo|UNK:Assembly
O|National Assembly of Kuwait|Kuwaiti Parliament|KWT:National Assembly;Parliament
O|Supreme Council of Kyrgyzstan|Jogorku Kenesh|KGZ:Supreme Council;Parliament
O|National Assembly of Laos||LAO:National Assembly
O|Saeima|Latvian Parliament|LVA:Parliament
O|Parliament of Lebanon|Lebanese Parliament|LBN:Parliament
O|Parliament of Lesotho||LSO:Parliament;National Assembly
O|Legislature of Liberia||LBR:Legislature
O|Senate of Liberia|Liberian Senate|LBR:Senate
O|House of Representatives of Liberia|Liberian House of Representatives|LBR:House of Representatives
O|House of Representatives of Libya|Libyan Parliament;General National Congress;High Council of State|LBY:House of Representatives;Parliament
O|Landtag of Liechtenstein||LIE:Landtag
O|Seimas|Lithuanian Parliament|LTU:Parliament
O|Chamber of Deputies of Luxembourg||LUX:Chamber of Deputies
O|Parliament of Madagascar|National Assembly of Madagascar|MDG:National Assembly;Parliament
O|National Assembly of Malawi||MWI:National Assembly;Parliament
O|Parliament of Malaysia|Dewan Rakyat;Dewan Negara;Malaysian Parliament|MYS:Parliament
O|People's Majlis|Maldivian Parliament|MDV:Parliament
O|National Assembly of Mali|National Transitional Council of Mali|MLI:National Assembly;National Transitional Council
O|Parliament of Malta|Maltese Parliament|MLT:Parliament
O|House of Representatives of Malta|Maltese House of Representatives|MLT:House of Representatives
O|Nitijela||MHL:Nitijela
O|National Assembly of Mauritania||MRT:National Assembly
O|National Assembly of Mauritius||MUS:National Assembly
O|Congress of the Union|Mexican Congress;Congress of Mexico|MEX:Congress
O|Senate of Mexico|Mexican Senate|MEX:Senate
O|Chamber of Deputies of Mexico|Mexican Chamber of Deputies|MEX:Chamber of Deputies
O|Congress of the Federated States of Micronesia||FSM:Congress
O|Parliament of Moldova|Moldovan Parliament|MDA:Parliament
O|National Council of Monaco||MCO:National Council
O|State Great Khural|Great Khural|MNG:Parliament
O|Parliament of Montenegro|Montenegrin Parliament|MNE:Parliament
O|Parliament of Morocco|Moroccan Parliament|MAR:Parliament
O|House of Representatives of Morocco|Moroccan House of Representatives|MAR:House of Representatives
O|Assembly of the Republic of Mozambique||MOZ:Assembly of the Republic
O|Assembly of the Union|Pyidaungsu Hluttaw;Hluttaw|MMR:Parliament
O|Parliament of Namibia||NAM:Parliament;National Assembly
O|Parliament of Nauru||NRU:Parliament
O|Federal Parliament of Nepal|Nepali Parliament|NPL:Parliament
O|House of Representatives of Nepal|Nepalese House of Representatives|NPL:House of Representatives
O|States General of the Netherlands|Dutch Parliament;Tweede Kamer;Eerste Kamer|NLD:Parliament
O|House of Representatives of the Netherlands|Dutch House of Representatives|NLD:House of Representatives
O|Senate of the Netherlands|Dutch Senate|NLD:Senate
O|New Zealand Parliament|Parliament of New Zealand|NZL:Parliament
O|House of Representatives of New Zealand|New Zealand House of Representatives;New Zealander House of Representatives|NZL:House of Representatives
O|National Assembly of Nicaragua|Nicaraguan National Assembly|NIC:National Assembly
O|National Assembly of Niger||NER:National Assembly
O|National Assembly of Nigeria|Nigerian National Assembly|NGA:National Assembly
O|Senate of Nigeria|Nigerian Senate|NGA:Senate
O|House of Representatives of Nigeria|Nigerian House of Representatives|NGA:House of Representatives
O|Assembly of North Macedonia|Sobranie;Macedonian Parliament|MKD:Parliament;Assembly
O|Storting|Stortinget;Norwegian Parliament|NOR:Parliament
O|Council of Oman|Majlis al-Shura of Oman|OMN:Council of Oman
O|Shura Council of Oman|Omani Shura Council|OMN:Shura Council
O|Parliament of Pakistan|Majlis-e-Shoora;National Assembly of Pakistan;Pakistani Parliament|PAK:Parliament;National Assembly
O|Senate of Pakistan|Pakistani Senate|PAK:Senate
O|Senate of Palau|Olbiil Era Kelulau|PLW:Senate;Congress
O|Palestinian Legislative Council|PLC|PSE:Legislative Council
O|National Assembly of Panama|Panamanian National Assembly|PAN:National Assembly
O|National Parliament of Papua New Guinea|PNG Parliament|PNG:Parliament;National Parliament
O|Congress of Paraguay|Paraguayan Congress|PRY:Congress
O|Senate of Paraguay|Paraguayan Senate|PRY:Senate
O|Congress of the Republic of Peru|Peruvian Congress;Congress of Peru|PER:Congress
O|Congress of the Philippines|Philippine Congress|PHL:Congress
O|Senate of the Philippines|Philippine Senate|PHL:Senate
O|House of Representatives of the Philippines|Philippine House of Representatives|PHL:House of Representatives;House
O|Sejm|Polish Sejm;Sejm of the Republic of Poland;Polish Parliament|POL:Parliament
O|Senate of Poland|Polish Senate|POL:Senate
O|Assembly of the Republic|Portuguese Parliament;Assembleia da República|PRT:Parliament;Assembly of the Republic
O|Advisory Council of Qatar||QAT:
O|Shura Council of Qatar|Qatari Shura Council|QAT:Shura Council
O|Parliament of Romania|Romanian Parliament|ROU:Parliament
O|Chamber of Deputies of Romania|Romanian Chamber of Deputies|ROU:Chamber of Deputies
O|Senate of Romania|Romanian Senate|ROU:Senate
O|Federal Assembly of Russia|Russian Federal Assembly;Russian Parliament|RUS:Federal Assembly;Parliament
O|State Duma|Duma;Russian State Duma|RUS:Duma
O|Federation Council|Federation Council of Russia|RUS:Federation Council
O|Parliament of Rwanda||RWA:Parliament
O|Chamber of Deputies of Rwanda|Rwandan Chamber of Deputies|RWA:Chamber of Deputies
O|Senate of Rwanda|Rwandan Senate|RWA:Senate
O|National Assembly of Saint Kitts and Nevis||KNA:National Assembly
O|Parliament of Saint Lucia||LCA:Parliament;House of Assembly
O|House of Assembly of Saint Vincent and the Grenadines||VCT:House of Assembly
O|Legislative Assembly of Samoa|Fono|WSM:Legislative Assembly;Parliament
O|Grand and General Council|Consiglio Grande e Generale|SMR:Grand and General Council
O|National Assembly of São Tomé and Príncipe||STP:National Assembly
O|Consultative Assembly of Saudi Arabia|Majlis ash-Shura|SAU:
O|Shura Council of Saudi Arabia|Saudi Arabian Shura Council|SAU:Shura Council
O|National Assembly of Senegal||SEN:National Assembly
O|National Assembly of Serbia|Narodna skupština;Serbian Parliament;Serbian National Assembly|SRB:National Assembly;Parliament
O|National Assembly of Seychelles||SYC:National Assembly
O|Parliament of Sierra Leone||SLE:Parliament
O|Parliament of Singapore|Singaporean Parliament|SGP:Parliament
O|National Council of Slovakia|Slovak Parliament;Národná rada|SVK:National Council;Parliament
O|National Assembly of Slovenia|Slovenian Parliament;Državni zbor|SVN:National Assembly;Parliament
O|National Parliament of Solomon Islands||SLB:Parliament;National Parliament
O|Federal Parliament of Somalia|Somali Parliament|SOM:Parliament;Federal Parliament
O|Parliament of South Africa|South African Parliament;National Assembly of South Africa;National Council of Provinces|ZAF:Parliament;National Assembly
O|National Legislature of South Sudan|Transitional National Legislative Assembly|SSD:Parliament;National Legislature
O|Cortes Generales|Spanish Parliament;Congress of Deputies|ESP:Parliament;Congress of Deputies
O|Senate of Spain|Spanish Senate|ESP:Senate
O|Parliament of Sri Lanka|Sri Lankan Parliament|LKA:Parliament
O|National Legislature of Sudan|Sudanese Parliament;Sovereignty Council|SDN:Parliament;National Legislature
O|National Assembly of Suriname||SUR:National Assembly
O|Riksdag|Swedish Parliament;Riksdagen|SWE:Parliament
O|Federal Assembly of Switzerland|Swiss Federal Assembly;Swiss Parliament;National Council of Switzerland|CHE:Federal Assembly;Parliament;National Council
O|Council of States of Switzerland|Council of States;Swiss Council of States|CHE:Council of States
O|People's Assembly of Syria|Syrian Parliament|SYR:People's Assembly;Parliament
O|Legislative Yuan|Taiwanese legislature|TWN:Legislature
O|Supreme Assembly of Tajikistan|Majlisi Oli|TJK:Supreme Assembly;Parliament
O|National Assembly of Tanzania|Parliament of Tanzania;Bunge|TZA:National Assembly;Parliament
O|National Assembly of Thailand|Thai Parliament|THA:National Assembly;Parliament
O|House of Representatives of Thailand|Thai House of Representatives|THA:House of Representatives
O|Senate of Thailand|Thai Senate|THA:Senate
O|National Parliament of East Timor|National Parliament of Timor-Leste|TLS:National Parliament;Parliament
O|National Assembly of Togo||TGO:National Assembly
O|Legislative Assembly of Tonga||TON:Legislative Assembly
O|Parliament of Trinidad and Tobago||TTO:Parliament
O|House of Representatives of Trinidad and Tobago|Trinidadian House of Representatives|TTO:House of Representatives
O|Senate of Trinidad and Tobago|Trinidadian Senate|TTO:Senate
O|Assembly of the Representatives of the People|Tunisian Parliament|TUN:Parliament
O|Grand National Assembly of Turkey|Turkish Parliament;Turkish Grand National Assembly;TBMM|TUR:Grand National Assembly;Parliament
O|Assembly of Turkmenistan|Mejlis|TKM:Parliament;Assembly
O|Parliament of Tuvalu||TUV:Parliament
O|Parliament of Uganda|Ugandan Parliament|UGA:Parliament
O|Verkhovna Rada|Rada;Ukrainian Parliament;Parliament of Ukraine|UKR:Parliament
O|Federal National Council|FNC|ARE:Federal National Council
O|Parliament of the United Kingdom|UK Parliament;British Parliament;Westminster Parliament;Houses of Parliament|GBR:Parliament
O|House of Commons|House of Commons of the United Kingdom;British House of Commons|GBR:Commons
O|House of Lords|British House of Lords|GBR:
O|Scottish Parliament|Holyrood|GBR:
O|Senedd|Welsh Parliament;Welsh Assembly;National Assembly for Wales|GBR:
O|Northern Ireland Assembly|Stormont|GBR:
O|United States Congress|U.S. Congress;US Congress;Congress of the United States|USA:Congress
O|United States Senate|U.S. Senate;US Senate|USA:Senate
O|United States House of Representatives|U.S. House of Representatives;US House of Representatives;U.S. House;US House|USA:House of Representatives;House
O|General Assembly of Uruguay|Uruguayan Parliament|URY:General Assembly
O|Senate of Uruguay|Uruguayan Senate|URY:Senate
O|Chamber of Deputies of Uruguay|Uruguayan Chamber of Deputies|URY:Chamber of Deputies
O|Oliy Majlis|Uzbek Parliament|UZB:Parliament;Legislative Chamber
O|Senate of Uzbekistan|Uzbekistani Senate|UZB:Senate
O|Parliament of Vanuatu||VUT:Parliament
O|National Assembly of Venezuela|Venezuelan National Assembly|VEN:National Assembly
O|National Assembly of Vietnam|Vietnamese National Assembly|VNM:National Assembly
O|Parliament of Yemen|Yemeni Parliament|YEM:Parliament
O|House of Representatives of Yemen|Yemeni House of Representatives|YEM:House of Representatives
O|Parliament of Zambia|National Assembly of Zambia|ZMB:National Assembly;Parliament
O|Parliament of Zimbabwe|Zimbabwean Parliament|ZWE:Parliament;National Assembly
O|Senate of Zimbabwe|Zimbabwean Senate|ZWE:Senate
O|European Parliament|EP;Europarliament|
O|Parliamentary Assembly of the Council of Europe|PACE|
O|Pan-African Parliament||
`;
