import "server-only";

/**
 * Political parties (the main parties of the G20 countries and of countries often in the news, several
 * per country) and armed, militant and protest movements in the news, from general knowledge. Generic
 * party names ("Labour Party", "Liberals", "Conservatives") are scoped to their country in the fourth
 * field. Format: see `parseKnownLine` in ../known-entities.ts.
 */
export const KNOWN_PARTY_LINES = `
# United States
O|Republican Party|GOP;Republicans;Republican
O|Democratic Party|Democrats;Democrat;Democratic
O|Republican National Committee|RNC
O|Democratic National Committee|DNC
O|Libertarian Party|Libertarians|USA:Libertarian
O|Green Party of the United States|US Green Party|USA:Green Party;Greens
O|Democratic Socialists of America|DSA
O|Tea Party movement|Tea Party
# United Kingdom and Ireland
O|Conservative Party|Conservative and Unionist Party;Tory Party|GBR:Conservatives;Tories;Tory
O|Labour Party|UK Labour Party|GBR:Labour
O|Liberal Democrats|Lib Dems;Liberal Democrat Party
O|Scottish National Party|SNP
O|Brexit Party|Reform UK
O|UK Independence Party|UKIP
O|Plaid Cymru|
O|Green Party of England and Wales|Green Party (UK)|GBR:Green Party;Greens
O|Sinn Fein|Sinn Féin
O|Democratic Unionist Party|DUP
O|Ulster Unionist Party|UUP
O|Social Democratic and Labour Party|SDLP
O|Alliance Party of Northern Ireland|Alliance Party
O|Fianna Fail|Fianna Fáil
O|Fine Gael|
O|Irish Labour Party||IRL:Labour;Labour Party
# Canada, Australia, New Zealand
O|Liberal Party of Canada||CAN:Liberal Party;Liberals;Liberal
O|Conservative Party of Canada||CAN:Conservative Party;Conservatives;Tories
O|New Democratic Party|NDP
O|Bloc Quebecois|Bloc Québécois
O|Green Party of Canada||CAN:Green Party;Greens
O|People's Party of Canada|PPC
O|Liberal Party of Australia||AUS:Liberal Party;Liberals;Liberal
O|Australian Labor Party|ALP|AUS:Labor;Labor Party
O|National Party of Australia||AUS:Nationals;National Party
O|Australian Greens||AUS:Greens
O|Pauline Hanson's One Nation|One Nation Party|AUS:One Nation
O|New Zealand Labour Party||NZL:Labour;Labour Party
O|New Zealand National Party||NZL:National;National Party
O|New Zealand First|NZ First
O|ACT New Zealand||NZL:ACT
O|Green Party of Aotearoa New Zealand||NZL:Green Party;Greens
# Western Europe
O|Christian Democratic Union|CDU;Christian Democratic Union of Germany
O|Christian Social Union|CSU;Christian Social Union in Bavaria
O|Social Democratic Party of Germany|SPD
O|Alternative for Germany|AfD;Alternative für Deutschland
O|Free Democratic Party|FDP|DEU:Free Democrats
O|Alliance 90/The Greens|Bündnis 90/Die Grünen|DEU:Greens;Green Party
O|Die Linke|The Left Party;Left Party|DEU:The Left;Left
O|National Rally|Rassemblement National;National Front;Front National
O|La République En Marche!|La République En Marche;LREM;En Marche
O|The Republicans|Les Républicains|FRA:Republicans
O|Socialist Party|Parti Socialiste|FRA:Socialists;Socialist Party
O|La France Insoumise|France Insoumise;LFI;Unbowed France
O|Brothers of Italy|Fratelli d'Italia
O|Lega|Northern League;Lega Nord
O|Forza Italia|
O|Democratic Party (Italy)|Partito Democratico|ITA:Democratic Party
O|Five Star Movement|M5S;Movimento 5 Stelle
O|Spanish Socialist Workers' Party|PSOE
O|People's Party (Spain)|Partido Popular|ESP:People's Party
O|Podemos|Unidas Podemos
O|Ciudadanos|
O|Together for Catalonia|Junts;Junts per Catalunya
O|Republican Left of Catalonia|ERC
O|Socialist Party (Portugal)||PRT:Socialist Party
O|Social Democratic Party (Portugal)||PRT:Social Democratic Party
O|Chega|
O|People's Party for Freedom and Democracy|VVD
O|Party for Freedom|PVV
O|Christian Democratic Appeal|CDA
O|Democrats 66|D66
O|Forum for Democracy|FvD
O|New Flemish Alliance|N-VA
O|Vlaams Belang|
O|Austrian People's Party|ÖVP;OVP
O|Freedom Party of Austria|FPÖ;FPO;Austrian Freedom Party
O|Social Democratic Party of Austria|SPÖ;SPO
O|Swiss People's Party|SVP
O|Social Democrats (Denmark)||DNK:Social Democrats
O|Danish People's Party|
O|Venstre|
O|Swedish Social Democratic Party|Social Democrats (Sweden)|SWE:Social Democrats
O|Sweden Democrats|
O|Moderate Party||SWE:Moderates
O|Norwegian Labour Party|Arbeiderpartiet|NOR:Labour;Labour Party
O|Progress Party|Fremskrittspartiet
O|Finns Party|True Finns
O|National Coalition Party||FIN:National Coalition
O|Social Democratic Party of Finland||FIN:Social Democrats
# Central and Eastern Europe
O|Law and Justice|PiS;Prawo i Sprawiedliwość
O|Civic Platform|Platforma Obywatelska
O|Civic Coalition|Koalicja Obywatelska
O|Polish People's Party|PSL
O|The Left (Poland)|Lewica|POL:The Left;Left
O|Confederation Liberty and Independence|Konfederacja
O|Poland 2050|Polska 2050
O|Fidesz|Fidesz–KDNP;Fidesz-KDNP;Fidesz – Hungarian Civic Alliance
O|Jobbik|
O|Hungarian Socialist Party|MSZP
O|Democratic Coalition (Hungary)||HUN:Democratic Coalition
O|Momentum Movement|
O|Our Homeland Movement|Mi Hazánk
O|ANO 2011|ANO
O|Civic Democratic Party|ODS
O|Czech Pirate Party||CZE:Pirates
O|Smer|Smer-SD;Direction – Social Democracy
O|Progressive Slovakia|
O|Ordinary People and Independent Personalities|OĽaNO;OLaNO
O|Social Democratic Party (Romania)|PSD|ROU:Social Democratic Party
O|National Liberal Party (Romania)|PNL|ROU:National Liberal Party
O|Alliance for the Union of Romanians|AUR
O|Save Romania Union|USR
O|GERB|
O|Bulgarian Socialist Party|BSP
O|Movement for Rights and Freedoms|DPS
O|Serbian Progressive Party|SNS
O|Socialist Party of Serbia|SPS
O|Croatian Democratic Union|HDZ
O|Social Democratic Party of Croatia|SDP
O|VMRO-DPMNE|
O|Georgian Dream|
O|United National Movement|UNM
O|Servant of the People|
O|European Solidarity|
O|Opposition Platform — For Life|Opposition Platform – For Life;Opposition Platform For Life
O|Party of Regions|
O|Batkivshchyna|
O|United Russia|
O|Communist Party of the Russian Federation|CPRF
O|Liberal Democratic Party of Russia|LDPR
O|A Just Russia|
O|Yabloko|
O|Anti-Corruption Foundation|FBK
O|New Democracy|Nea Dimokratia|GRC:New Democracy
O|Syriza|SYRIZA
O|PASOK|
O|Golden Dawn|
O|Democratic Party of Albania||ALB:Democratic Party
O|Socialist Party of Albania||ALB:Socialist Party
O|Vetevendosje|Vetëvendosje;Self-Determination Movement
# Middle East and North Africa
O|Justice and Development Party|AKP;AK Party;AK Parti
O|Republican People's Party|CHP
O|Nationalist Movement Party|MHP
O|Peoples' Democratic Party|HDP
O|Good Party|İYİ Party;IYI Party
O|Likud|
O|Yesh Atid|
O|Blue and White|
O|Yisrael Beiteinu|
O|Shas|
O|United Torah Judaism|
O|Israeli Labor Party|Labor Party (Israel)|ISR:Labor;Labor Party
O|Meretz|
O|Joint List|
O|National Unity (Israel)||ISR:National Unity
O|Religious Zionist Party|
O|Otzma Yehudit|Jewish Power
O|Fatah|
O|Palestine Liberation Organization|PLO
O|Palestinian Authority|
O|Muslim Brotherhood|
O|Freedom and Justice Party|
O|Ennahda|Ennahda Movement
O|Free Patriotic Movement|
O|Amal Movement|
O|Lebanese Forces|
O|Future Movement|
O|Kataeb Party|Kataeb;Phalange
O|Progressive Socialist Party|
O|Kurdistan Democratic Party|KDP
O|Patriotic Union of Kurdistan|PUK
O|Sadrist Movement|Sadrists
O|Ba'ath Party|Baath Party;Ba'ath
O|Islamic Republican Party|
# Africa
O|African National Congress|ANC
O|Democratic Alliance||ZAF:Democratic Alliance
O|Economic Freedom Fighters|EFF
O|Inkatha Freedom Party|IFP
O|uMkhonto weSizwe Party|MK Party
O|All Progressives Congress|
O|Peoples Democratic Party (Nigeria)||NGA:Peoples Democratic Party;PDP
O|Labour Party (Nigeria)||NGA:Labour Party
O|Jubilee Party|
O|Orange Democratic Movement|ODM
O|United Democratic Alliance|UDA
O|ZANU–PF|ZANU-PF;Zanu-PF;Zanu PF
O|Movement for Democratic Change|MDC
O|Citizens Coalition for Change|
O|National Resistance Movement|NRM
O|National Unity Platform|NUP
O|Prosperity Party|
O|Chama Cha Mapinduzi|CCM
O|Chadema|CHADEMA
O|FRELIMO|Frelimo
O|RENAMO|Renamo
O|MPLA|People's Movement for the Liberation of Angola
O|UNITA|
O|SWAPO|Swapo
O|New Patriotic Party|NPP
O|National Democratic Congress|NDC
O|Rally of the Republicans|RDR
O|Sudan People's Liberation Movement|SPLM
O|National Congress Party|
O|Polisario Front|Polisario
# South and East Asia
O|Bharatiya Janata Party|BJP
O|Indian National Congress|Congress Party|IND:Congress
O|Aam Aadmi Party|AAP
O|Trinamool Congress|All India Trinamool Congress;TMC
O|Samajwadi Party|
O|Bahujan Samaj Party|BSP
O|Shiv Sena|
O|Dravida Munnetra Kazhagam|DMK
O|All India Anna Dravida Munnetra Kazhagam|AIADMK
O|Communist Party of India (Marxist)|CPI(M);CPI-M
O|Janata Dal (United)|JD(U)
O|Janata Dal (Secular)|JD(S)
O|Rashtriya Janata Dal|RJD
O|Nationalist Congress Party|NCP
O|Rashtriya Swayamsevak Sangh|RSS
O|Pakistan Tehreek-e-Insaf|PTI;Pakistan Tehreek-i-Insaf
O|Pakistan Muslim League (N)|PML-N;Pakistan Muslim League-Nawaz
O|Pakistan Peoples Party|PPP
O|Awami League|
O|Bangladesh Nationalist Party|BNP
O|Jamaat-e-Islami|
O|Sri Lanka Podujana Peramuna|SLPP
O|United National Party|UNP
O|Samagi Jana Balawegaya|SJB
O|Nepali Congress|
O|Communist Party of Nepal (Unified Marxist–Leninist)|CPN-UML;CPN (UML)
O|Communist Party of Nepal (Maoist Centre)|CPN (Maoist Centre)
O|Communist Party of China|Chinese Communist Party;CCP;CPC|CHN:Communist Party
O|Kuomintang|KMT
O|Democratic Progressive Party|
O|Taiwan People's Party|
O|New Power Party|
O|Democratic Party of Hong Kong||HKG:Democratic Party
O|Liberal Democratic Party|LDP|JPN:Liberal Democrats
O|Constitutional Democratic Party of Japan|CDP
O|Komeito|
O|Nippon Ishin no Kai|Japan Innovation Party
O|Democratic Party of Korea|Democratic Party (South Korea)|KOR:Democratic Party
O|People Power Party|
O|Liberty Korea Party|
O|Workers' Party of Korea|WPK
O|PDP–Laban|PDP-Laban
O|Liberal Party (Philippines)||PHL:Liberal Party
O|Nacionalista Party|
O|Lakas–CMD|Lakas-CMD
O|Partido Federal ng Pilipinas|PFP
O|Indonesian Democratic Party of Struggle|PDI-P
O|Golkar|
O|Gerindra|Great Indonesia Movement Party
O|United Malays National Organisation|UMNO
O|Pakatan Harapan|
O|Perikatan Nasional|
O|Barisan Nasional|
O|Malaysian Islamic Party|PAS
O|People's Justice Party|PKR
O|Pheu Thai Party|Pheu Thai
O|Palang Pracharat Party|Palang Pracharath Party;Palang Pracharat
O|Move Forward Party|Move Forward
O|Future Forward Party|Future Forward
O|Democrat Party (Thailand)||THA:Democrat Party
O|Bhumjaithai Party|Bhumjaithai
O|National League for Democracy|NLD
O|Union Solidarity and Development Party|USDP
O|People's Action Party||SGP:People's Action Party
O|Workers' Party (Singapore)||SGP:Workers' Party
O|Cambodian People's Party|CPP
O|Cambodia National Rescue Party|CNRP
O|Communist Party of Vietnam|Vietnamese Communist Party
O|Lao People's Revolutionary Party|
# Latin America
O|Workers' Party||BRA:Workers' Party
O|Liberal Party (Brazil)||BRA:Liberal Party
O|Brazilian Social Democracy Party|PSDB
O|Brazilian Democratic Movement|MDB
O|Social Liberal Party|PSL
O|Justicialist Party|Peronists;Peronist Party
O|Republican Proposal|
O|Union for the Homeland|
O|Juntos por el Cambio|Together for Change
O|La Libertad Avanza|Freedom Advances
O|National Regeneration Movement|MORENA
O|Institutional Revolutionary Party|PRI
O|National Action Party|
O|Party of the Democratic Revolution|PRD
O|United Socialist Party of Venezuela|PSUV
O|Popular Will|Voluntad Popular
O|Democratic Unity Roundtable|MUD
O|Democratic Center|Centro Democrático
O|Historic Pact|Pacto Histórico
O|Comunes|Commons Party
O|Movement for Socialism|MAS
O|Broad Front|Frente Amplio
O|National Party (Uruguay)||URY:National Party
O|Sandinista National Liberation Front|Sandinistas;FSLN
O|Nuevas Ideas|
O|Farabundo Martí National Liberation Front|FMLN
O|Communist Party of Cuba|Cuban Communist Party
O|Fuerza Popular|Popular Force
O|Free Peru|Perú Libre
O|Republican Party (Chile)||CHL:Republican Party
O|Socialist Party of Chile||CHL:Socialist Party
# Transnational party groups
O|European People's Party|EPP
O|Party of European Socialists|PES
O|Renew Europe|
O|Identity and Democracy|
O|Socialist International|
# Armed, militant and extremist movements
O|Taliban|Afghan Taliban
O|Tehrik-i-Taliban Pakistan|Tehrik-e-Taliban Pakistan;TTP;Pakistani Taliban
O|Haqqani network|Haqqani Network
O|al-Qaeda|Al-Qaeda;al Qaeda;Al Qaeda;al-Qaida;Al-Qaida
O|al-Qaeda in the Arabian Peninsula|AQAP
O|al-Qaeda in the Islamic Maghreb|AQIM
O|Islamic State|ISIS;ISIL;Islamic State of Iraq and the Levant;Daesh;Islamic State group
O|Islamic State – Khorasan Province|ISIS-K;ISKP
O|Islamic State West Africa Province|ISWAP
O|Jama'at Nasr al-Islam wal Muslimin|JNIM
O|Hamas|Izz ad-Din al-Qassam Brigades;Qassam Brigades;al-Qassam Brigades
O|Palestinian Islamic Jihad|Islamic Jihad
O|Popular Front for the Liberation of Palestine|PFLP
O|Al-Aqsa Martyrs' Brigades|
O|Hezbollah|Hizbollah;Hizballah;Hizbullah
O|Houthi movement|Houthis;Houthi;Ansar Allah;Ansarallah
O|Kataib Hezbollah|Kata'ib Hezbollah;Kataeb Hezbollah
O|Popular Mobilization Forces|PMF;Popular Mobilisation Forces;Hashd al-Shaabi
O|Asa'ib Ahl al-Haq|
O|Hay'at Tahrir al-Sham|HTS;Hayat Tahrir al-Sham
O|al-Nusra Front|Nusra Front;Jabhat al-Nusra
O|Free Syrian Army|FSA
O|Syrian National Army|SNA
O|Syrian Democratic Forces|SDF
O|People's Protection Units|YPG
O|Kurdistan Workers' Party|PKK
O|Peshmerga|
O|Boko Haram|
O|al-Shabaab|Al-Shabaab;al Shabaab;Al Shabaab;al-Shabab;Al-Shabab
O|Rapid Support Forces||SDN:RSF
O|Janjaweed|
O|Tigray People's Liberation Front|TPLF
O|Tigray Defense Forces|TDF
O|Oromo Liberation Army|OLA
O|March 23 Movement|M23
O|Allied Democratic Forces|ADF
O|Lord's Resistance Army|LRA
O|Ambazonia Defence Forces|
O|Wagner Group|PMC Wagner
O|Azov Brigade|Azov Regiment;Azov Battalion
O|Abu Sayyaf|Abu Sayyaf Group;ASG
O|Maute group|Maute Group
O|Bangsamoro Islamic Freedom Fighters|BIFF
O|Moro Islamic Liberation Front|MILF
O|Moro National Liberation Front|MNLF
O|New People's Army|NPA
O|Communist Party of the Philippines|
O|Jemaah Islamiyah|JI
O|Lashkar-e-Taiba|LeT;Lashkar-e-Toiba
O|Jaish-e-Mohammed|JeM;Jaish-e-Muhammad
O|Hizbul Mujahideen|
O|Baloch Liberation Army|BLA
O|Communist Party of India (Maoist)|Naxalites;Maoists
O|Liberation Tigers of Tamil Eelam|LTTE;Tamil Tigers
O|Arakan Army|
O|Arakan Rohingya Salvation Army|ARSA
O|Kachin Independence Army|
O|People's Defence Force|
O|Revolutionary Armed Forces of Colombia|FARC;FARC-EP
O|National Liberation Army|ELN
O|Shining Path|Sendero Luminoso
O|Zapatista Army of National Liberation|EZLN;Zapatistas
O|Sinaloa Cartel|
O|Jalisco New Generation Cartel|CJNG
O|Los Zetas|
O|Gulf Cartel|
O|MS-13|Mara Salvatrucha
O|Tren de Aragua|
O|'Ndrangheta|Ndrangheta
O|Camorra|
O|Cosa Nostra|
O|Irish Republican Army|IRA;Provisional IRA
O|New IRA|Real IRA
O|Ulster Volunteer Force|UVF
O|Revolutionary Guards|IRGC;Islamic Revolutionary Guard Corps;Revolutionary Guard;Islamic Revolutionary Guards Corps
O|Quds Force|
O|Basij|
O|Ku Klux Klan|KKK
O|Proud Boys|
O|Oath Keepers|
O|Three Percenters|
O|Atomwaffen Division|
O|Aum Shinrikyo|
# Protest and civic movements
O|Black Lives Matter|BLM
O|Extinction Rebellion|XR
O|Fridays for Future|FFF
O|Sunrise Movement|
O|Just Stop Oil|
O|Last Generation|Letzte Generation
O|Yellow vests movement|Gilets jaunes;yellow vests
O|Occupy Wall Street|
O|March for Our Lives|
O|Women's March|
O|QAnon|
O?|Solidarity|Solidarność
O|Otpor!|Otpor
`;
