import "server-only";

/**
 * News agencies (the national agency of every country that has a well-known one, and the international
 * ones), major broadcasters, newspapers, magazines and news sites, and the scientific journals most cited
 * in news, from general knowledge. Kind by the guidelines' media rule: N public, state, party-run or
 * non-profit (an Organization), M commercial (a Company). One-word names that are ordinary words need a
 * cue ("?": "the journal Nature", "Science reported"). Format: see `parseKnownLine` in ../known-entities.ts.
 */
export const KNOWN_MEDIA_LINES = `
# News agencies
N|ANSA|Agenzia Nazionale Stampa Associata
N|EFE|Agencia EFE;Efe
N|Agencia Brasil|Agência Brasil
N|Agência Lusa|Lusa;Lusa News Agency
N|Agencia Télam|Télam;Telam
N|Austria Presse Agentur|APA;Austria Press Agency
N|Belga|Belga News Agency
N|Bernama|Malaysian National News Agency
N|BTA|Bulgarian News Agency
N|Central News Agency|CNA;Focus Taiwan
N|China News Service|
N|CTK|ČTK;Czech News Agency
N|dpa|Deutsche Presse-Agentur;DPA
N|Fars News Agency|Fars;FARS
N|HINA|Croatian News Agency
N|IRNA|Islamic Republic News Agency
N|Iranian Students' News Agency|ISNA
N|Tasnim News Agency|Tasnim
N|Mehr News Agency|Mehr
N|Press TV|PressTV
N|Kyodo|Kyodo News
N|Jiji Press|Jiji
N|KCNA|Korean Central News Agency
N|Yonhap|Yonhap News Agency
N|Vietnam News Agency|VNA
N|Antara|Antara News Agency
N|Philippine News Agency|PNA
N|Thai News Agency|
N|Press Trust of India|PTI
N|Indo-Asian News Service|IANS
N|Asian News International|ANI
N|Associated Press of Pakistan|APP
N|Bangladesh Sangbad Sangstha|BSS
N|Anadolu Agency|Anadolu;AA
N|Demirören News Agency|DHA
N|Middle East News Agency|MENA
N|Saudi Press Agency|SPA
N|Emirates News Agency|WAM
N|Qatar News Agency|QNA
N|Kuwait News Agency|KUNA
N|Bahrain News Agency|BNA
N|Oman News Agency|ONA
N|Petra News Agency|Jordan News Agency
N|Syrian Arab News Agency|SANA
N|Iraqi News Agency|INA
N|National News Agency|NNA
N|WAFA|Wafa;Palestinian News Agency
N|Maghreb Arabe Presse|MAP
N|Algerie Presse Service|Algérie Presse Service;APS
N|Tunis Afrique Presse|TAP
N|Libya News Agency|LANA
N|Sudan News Agency|SUNA
N|Ethiopian News Agency|ENA
N|Kenya News Agency|KNA
N|News Agency of Nigeria|NAN
N|Ghana News Agency|GNA
N|South African Press Association|SAPA
N|African News Agency|ANA
N|Xinhua|Xinhua News Agency
N|TASS|Tass;ITAR-TASS
N|RIA Novosti|RIA
M|Interfax|Interfax-Ukraine
N|Ukrinform|
M|UNIAN|
N|BelTA|
N|Kazinform|
N|Trend News Agency|Trend
N|Armenpress|
N|Georgian Public Broadcaster|GPB
N|Polish Press Agency|PAP;Polska Agencja Prasowa
N|MTI|Hungarian News Agency
N|TASR|News Agency of the Slovak Republic
N|Agerpres|
N|Tanjug|
N|STA|Slovenian Press Agency
N|ANA-MPA|Athens-Macedonian News Agency
N|Cyprus News Agency|CNA
N|TT News Agency|Tidningarnas Telegrambyrå
N|NTB|Norwegian News Agency
N|Ritzau|
N|STT|Finnish News Agency
N|ANP|Algemeen Nederlands Persbureau
N|Keystone-SDA|Swiss News Agency
N|Canadian Press|CP
N|Australian Associated Press|AAP
N|Notimex|
N|Prensa Latina|
N|Agencia Venezolana de Noticias|AVN
N|Agencia Andina|Andina
N|Associated Press|AP
N|Agence France-Presse|AFP;Agence France Presse
M|Reuters|Thomson Reuters
M|Bloomberg|Bloomberg News
M|United Press International|UPI
M|Dow Jones Newswires|
# Public and state broadcasters
N|BBC|BBC News;BBC Sport;BBC World Service;British Broadcasting Corporation;BBC Radio;BBC One;BBC Two
M|ITV|ITV News
N|Channel 4|Channel 4 News
N|RTE|RTÉ;Raidió Teilifís Éireann
N|NPR|National Public Radio
N|PBS|Public Broadcasting Service;PBS NewsHour
N|Voice of America|VOA
N|Radio Free Europe|RFE/RL;Radio Free Europe/Radio Liberty;Radio Liberty
N|Radio Free Asia|RFA
N|Deutsche Welle|DW
N|ARD|
N|ZDF|
N|France Televisions|France Télévisions;France 2;France 24
N|Radio France|France Inter;France Info;Franceinfo
N|Radio France Internationale|RFI
N|RAI|Rai;RAI News
N|RTVE|Radiotelevisión Española;TVE
N|RTP|Rádio e Televisão de Portugal
N|NOS|Nederlandse Omroep Stichting
N|VRT|
N|RTBF|
N|SRF|Swiss Radio and Television
N|SVT|Sveriges Television
N|Sveriges Radio|
N|NRK|Norwegian Broadcasting Corporation
N|DR|Danmarks Radio
N|Yle|YLE
N|ORF|Austrian Broadcasting Corporation
N|Česká televize|Czech Television;ČT
N|TVP|Telewizja Polska;TVP Info
N|Polskie Radio|Polish Radio
N|MTVA|Hungarian public media
N|ERT|Hellenic Broadcasting Corporation
N|TRT|Turkish Radio and Television Corporation;TRT World
N|RT|Russia Today;RT America
N|Sputnik|Sputnik News
N|Channel One Russia|Channel One;Perviy Kanal
N|Rossiya 1|VGTRK;Russia-1
N|Suspilne|Suspilne Ukraine
N|CBC|CBC News;Canadian Broadcasting Corporation;CBC/Radio-Canada;Radio-Canada
N|Australian Broadcasting Corporation|ABC News (Australia)|AUS:ABC;ABC News
N|SBS|Special Broadcasting Service
N|RNZ|Radio New Zealand
N|TVNZ|Television New Zealand
N|NHK|Japan Broadcasting Corporation;NHK World
N|KBS|Korean Broadcasting System
N|MBC|Munhwa Broadcasting Corporation
N|Arirang|
N|CCTV|China Central Television
N|CGTN|China Global Television Network
N|China Radio International|CRI
N|Phoenix Television|Phoenix TV
N|RTHK|Radio Television Hong Kong
N|PTS|Public Television Service
N|Doordarshan|DD News
N|All India Radio|AIR;Akashvani
N|PTV|Pakistan Television
N|Radio Pakistan|
N|IRIB|Islamic Republic of Iran Broadcasting
N|Al Jazeera|Al Jazeera English;Al-Jazeera;Aljazeera
N|Al-Masirah|al-Masirah;Al Masirah
N|Al-Manar|al-Manar;Al Manar
N|Kan 11|Israeli Public Broadcasting Corporation
N|Israel Radio|
N|Army Radio|Galei Tzahal
N|SABC|South African Broadcasting Corporation
N|NTA|Nigerian Television Authority
N|KBC|Kenya Broadcasting Corporation
N|EBC|Ethiopian Broadcasting Corporation
N|TV Brasil|
N|Telesur|teleSUR
N|KRT|Korean Central Television
N|Rodong Sinmun|
N|People's Daily|Renmin Ribao
N|Global Times|
N|China Daily|
N|Xinhua Net|
N|Granma|
N|Rossiyskaya Gazeta|
N|IRNA English|
N|Tehran Times|
N|Kayhan|
N|Al-Ahram|Al Ahram;Ahram Online
N|Philippine Information Agency|PIA
N|Vatican News|L'Osservatore Romano
N|Science News|
N|ProPublica|
N|The Conversation|
N|Kyiv Independent|The Kyiv Independent
N|Meduza|
N|Mediazona|
N|Bellingcat|
N|Texas Tribune|The Texas Tribune
N|CalMatters|
N|The Marshall Project|
N|Center for Public Integrity|
N|Organized Crime and Corruption Reporting Project|OCCRP
N|International Consortium of Investigative Journalists|ICIJ
# Commercial broadcasters and networks
M|CNN|CNN International;Cable News Network
M|Fox News|Fox News Channel;Fox Business;Fox Broadcasting Company
M|NBC|NBC News;National Broadcasting Company
M|CBS|CBS News;Columbia Broadcasting System;CBS This Morning
M|ABC News|American Broadcasting Company|USA:ABC
M|MSNBC|
M|CNBC|
M|ESPN|
M|C-SPAN|
M|Newsmax|
M|One America News Network|OANN;OAN
M|Sinclair Broadcast Group|
M|Univision|
M|Telemundo|
M|HBO|
M|Sky News|Sky News Australia
M|Sky|Sky UK;Sky Sports
M|GB News|
M|LBC|
M|Channel 5|
M|Al Arabiya|Al-Arabiya
M|Sky News Arabia|
M|Euronews|
M|BFM TV|BFMTV
M|TF1|
M|LCI|
M|Canal+|Canal Plus
M|RTL|RTL Group
M|ProSieben|
M|Mediaset|
M|La7|
M|Antena 3|
M|Telecinco|
M|TVN|TVN24
M|Polsat|Polsat News
M|RTL Klub|
M|TV Nova|
M|Markiza|Markíza
M|NTV|
M|Dozhd|TV Rain
M|Ekho Moskvy|Echo of Moscow
M|1+1|
M|Rudaw|
M|Kurdistan 24|
M|Asharq Al-Awsat|
M|i24NEWS|i24 News
M|Channel 12|N12
M|Channel 13|
M|ABS-CBN|ABS-CBN News;ABS-CBN Corporation
M|GMA Network|GMA News;GMA
M|TV5|
M|NDTV|
M|Times Now|
M|Republic TV|
M|India Today|
M|Zee News|
M|Aaj Tak|
M|Geo News|Geo TV
M|ARY News|
M|Dawn|Dawn News
M|Channels Television|Channels TV
M|Arise News|
M|Citizen TV|
M|eNCA|
M|News24|
M|Nine Network|Nine News;Channel 9
M|Seven Network|Seven News;Channel 7
M|Network 10|Channel 10;10 News
M|TVB|
M|Fuji TV|Fuji Television
M|TBS|Tokyo Broadcasting System
M|Nippon TV|NTV Japan
M|TV Asahi|
M|SBS (South Korea)|Seoul Broadcasting System
M|JTBC|
M|Globo|TV Globo;Rede Globo;G1
M|Televisa|
M|TV Azteca|
M|Caracol|Caracol TV;Caracol Radio
M|Clarin|Clarín
# Newspapers, magazines and news sites
M|The New York Times|New York Times;NYT;NY Times
M|The Washington Post|Washington Post
M|The Wall Street Journal|Wall Street Journal;WSJ
M|USA Today|
M|Los Angeles Times|LA Times
M|Chicago Tribune|
M|The Boston Globe|Boston Globe
M|San Francisco Chronicle|
M|The Philadelphia Inquirer|Philadelphia Inquirer
M|New York Post|
M|New York Daily News|Daily News
M|Houston Chronicle|
M|The Dallas Morning News|Dallas Morning News
M|The Miami Herald|Miami Herald
M|The Seattle Times|Seattle Times
M|Star Tribune|
M|The Denver Post|Denver Post
M|Las Vegas Review-Journal|
M|The Arizona Republic|Arizona Republic
M|The Atlanta Journal-Constitution|Atlanta Journal-Constitution
M|Tampa Bay Times|
M|The Oregonian|
M|Detroit Free Press|
M|The Sacramento Bee|Sacramento Bee
M|Newsday|
M|Gannett|
M|McClatchy|
M|The New Yorker|New Yorker
M|The Atlantic|
M|Time|Time magazine;TIME
M|Newsweek|
M|Forbes|
M|Fortune|
M|Business Insider|Insider
M|HuffPost|Huffington Post
M|Politico|POLITICO
M|Axios|
M|BuzzFeed|BuzzFeed News
M|Vox|Vox Media
M|Vice|Vice News;Vice Media
M|The Hill|
M|The Daily Beast|Daily Beast
M|Breitbart News|Breitbart
M|Fox Sports|
M|The Intercept|
M|Slate|
M|Salon|Salon.com
M|Mother Jones|
M|The Nation|
M|National Review|
M|The Daily Caller|Daily Caller
M|The Federalist|
M|Rolling Stone|
M|Billboard|
M|Variety|
M|The Hollywood Reporter|Hollywood Reporter
M|Deadline Hollywood|Deadline
M|Entertainment Weekly|
M|People|People magazine
M|TMZ|
M|Wired|WIRED
M|The Verge|Verge
M|TechCrunch|
M|Ars Technica|
M|Engadget|
M|CNET|
M|ZDNet|
M|Gizmodo|
M|Mashable|
M|The Register|
M|Bloomberg Businessweek|Businessweek
M|Barron's|
M|MarketWatch|
M|Yahoo News|Yahoo Finance
M|Google News|
M|Apple News|
M|Reuters Television|
M|National Geographic|Nat Geo
M|Scientific American|
M|New Scientist|
M|Popular Science|
M|Space.com|
M|Quartz|
M|Semafor|
M|The Guardian|Guardian;The Observer
M|The Times|The Sunday Times;Sunday Times
M|The Independent|Independent
M|The Telegraph|The Daily Telegraph;Daily Telegraph;Sunday Telegraph
M|Financial Times|FT
M|The Economist|Economist
M|Daily Mail|Mail Online;MailOnline;The Mail on Sunday;Mail on Sunday
M|The Sun|
M|Daily Mirror|The Mirror;Mirror
M|Daily Express|Express
M|Daily Star|
M|Evening Standard|London Evening Standard
M|Metro|
M|i|i newspaper
M|The Scotsman|Scotsman
M|The Herald|Herald Scotland
M|Belfast Telegraph|
M|The Irish Times|Irish Times
M|Irish Independent|
M|The Spectator|Spectator
M|New Statesman|
M|Private Eye|
M|Der Spiegel|Spiegel;Spiegel Online
M|Bild|Bild-Zeitung;Bild am Sonntag
M|Die Zeit|Zeit
M|Frankfurter Allgemeine Zeitung|FAZ;Frankfurter Allgemeine
M|Suddeutsche Zeitung|Süddeutsche Zeitung;SZ
M|Die Welt|Welt
M|Handelsblatt|
M|Focus|Focus magazine
M|Die Tageszeitung|taz
M|Le Monde|
M|Le Figaro|
M|Liberation|Libération
M|Le Parisien|
M|Les Echos|Les Échos
M|L'Express|
M|Le Point|
M|Mediapart|
M|Charlie Hebdo|
M|Ouest-France|
M|Corriere della Sera|
M|La Repubblica|
M|La Stampa|
M|Il Sole 24 Ore|
M|Il Fatto Quotidiano|
M|El Pais|El País
M|El Mundo|
M|ABC (Spain)|
M|La Vanguardia|
M|El Confidencial|
M|Público|
M|Diário de Notícias|
M|Expresso|
M|De Telegraaf|Telegraaf
M|NRC Handelsblad|NRC
M|de Volkskrant|Volkskrant
M|De Standaard|
M|Le Soir|
M|Neue Zurcher Zeitung|Neue Zürcher Zeitung;NZZ
M|Tages-Anzeiger|
M|Der Standard|
M|Die Presse|
M|Kronen Zeitung|Krone
M|Dagens Nyheter|
M|Aftonbladet|
M|Expressen|
M|Svenska Dagbladet|
M|Aftenposten|
M|VG|Verdens Gang
M|Politiken|
M|Berlingske|
M|Helsingin Sanomat|
M|Kathimerini|
M|Hurriyet|Hürriyet;Hürriyet Daily News
M|Sabah|Daily Sabah
M|Cumhuriyet|
M|Sozcu|Sözcü
M|Gazeta Wyborcza|Wyborcza
M|Rzeczpospolita|
M|Onet|Onet.pl
M|Wirtualna Polska|WP
M|Dziennik Gazeta Prawna|Gazeta Prawna
M|Notes from Poland|
M|Polityka|
M|Newsweek Polska|
M|Magyar Nemzet|
M|Nepszava|Népszava
M|Index.hu|Index
M|Telex|Telex.hu
M|444|444.hu
M|HVG|
M|Hospodářské noviny|
M|Dennik N|Denník N
M|SME|
M|Kommersant|
M|Novaya Gazeta|
M|Vedomosti|
M|Izvestia|
M|Komsomolskaya Pravda|
M|RBC|
M|Moscow Times|The Moscow Times
M|Ukrainska Pravda|
M|Kyiv Post|
M|Haaretz|
M|The Times of Israel|Times of Israel
M|The Jerusalem Post|Jerusalem Post
M|Yedioth Ahronoth|Ynet;Ynetnews
M|Israel Hayom|
M|Maariv|
M|L'Orient-Le Jour|
M|The National|
M|Gulf News|
M|Khaleej Times|
M|Arab News|
M|Al-Quds Al-Arabi|
M|Middle East Eye|
M|Al-Monitor|
M|The Times of India|Times of India
M|Hindustan Times|
M|The Hindu|
M|The Indian Express|Indian Express
M|The Economic Times|Economic Times
M|Deccan Herald|
M|The Telegraph (India)|
M|Mint|Livemint
M|Scroll.in|Scroll
M|The Wire|
M|The Quint|
M|The Print|ThePrint
M|Dawn (newspaper)|
M|The Express Tribune|Express Tribune
M|The News International|
M|The Daily Star (Bangladesh)|
M|Prothom Alo|
M|The Kathmandu Post|Kathmandu Post
M|Daily Mirror (Sri Lanka)|
M|South China Morning Post|SCMP
M|Apple Daily|
M|Hong Kong Free Press|HKFP
M|Caixin|
M|Sina|Sina Weibo
M|Taipei Times|
M|Focus Taiwan (CNA)|
M|The Japan Times|Japan Times
M|Asahi Shimbun|The Asahi Shimbun;Asahi
M|Yomiuri Shimbun|The Yomiuri Shimbun;Yomiuri
M|Mainichi Shimbun|The Mainichi;Mainichi
M|Nikkei Asia|Nikkei Asian Review;Nihon Keizai Shimbun
M|Sankei Shimbun|Sankei
M|The Korea Herald|Korea Herald
M|The Korea Times|Korea Times
M|Chosun Ilbo|
M|JoongAng Ilbo|Korea JoongAng Daily
M|Hankyoreh|
M|NK News|
M|The Straits Times|Straits Times
M|Channel NewsAsia|CNA News;CNA Singapore
M|The Star (Malaysia)|
M|Malaysiakini|
M|New Straits Times|
M|Bangkok Post|
M|The Nation (Thailand)|
M|Khaosod|
M|The Jakarta Post|Jakarta Post
M|Kompas|
M|Tempo|
M|VnExpress|
M|Philippine Daily Inquirer|Inquirer;Inquirer.net
M|The Philippine Star|Philippine Star;PhilStar
M|Manila Bulletin|
M|Rappler|
M|Euractiv|EURACTIV
M|Wikinews|
M|The Irrawaddy|
M|Frontier Myanmar|
M|Myanmar Now|
M|The Sydney Morning Herald|Sydney Morning Herald;SMH
M|The Age|
M|The Australian|
M|Herald Sun|
M|The Daily Telegraph (Sydney)|
M|The Courier-Mail|Courier-Mail
M|News.com.au|
M|Crikey|
M|The New Zealand Herald|New Zealand Herald;NZ Herald
M|Stuff|Stuff.co.nz
M|The Globe and Mail|Globe and Mail
M|Toronto Star|
M|National Post|
M|Montreal Gazette|
M|La Presse|
M|Le Devoir|
M|Global News|
M|CTV News|CTV
M|Mail & Guardian|
M|Daily Maverick|
M|News24 (South Africa)|
M|The Citizen|
M|Daily Nation|Nation
M|The Standard (Kenya)|
M|Premium Times|
M|The Punch|Punch
M|Vanguard|
M|This Day|ThisDay
M|The Guardian (Nigeria)|
M|Sahara Reporters|SaharaReporters
M|Mada Masr|
M|Folha de S.Paulo|Folha de São Paulo;Folha
M|O Globo|
M|O Estado de S. Paulo|Estadão;Estadao
M|Veja|
M|La Nacion|La Nación
M|Página/12|Pagina 12
M|Infobae|
M|El Universal|
M|Reforma|
M|Milenio|
M|Proceso|
M|El Tiempo|
M|El Espectador|
M|Semana|
M|El Comercio|
M|El Mercurio|
M|La Tercera|
M|El Nacional|
M|Efecto Cocuyo|
M|Diario Libre|
M|Miami Herald en español|
# Scientific journals and preprint servers most cited in news
M?|Nature|Nature journal
M|Nature Astronomy|
M|Nature Medicine|
M|Nature Communications|
M|Nature Climate Change|
M|Nature Geoscience|
M|Nature Genetics|
M|Nature Biotechnology|
M|Nature Neuroscience|
M|Nature Ecology & Evolution|
M|Scientific Reports|
N?|Science|Science magazine;Science journal
N|Science Advances|
N|Science Translational Medicine|
N|Proceedings of the National Academy of Sciences|PNAS
M|The Lancet|Lancet
M|The Lancet Infectious Diseases|Lancet Infectious Diseases
M|The Lancet Global Health|
N|The New England Journal of Medicine|New England Journal of Medicine;NEJM
N|JAMA|Journal of the American Medical Association
N|JAMA Network Open|
N|The BMJ|BMJ;British Medical Journal
N|PLOS One|PLoS One;PLOS ONE
N|PLOS Medicine|
N|PLOS Biology|
N|PLoS Computational Biology|PLOS Computational Biology
M|Cell|
M|Current Biology|
M|Neuron|
N|eLife|
N|The Astrophysical Journal|Astrophysical Journal;ApJ
N|The Astrophysical Journal Letters|Astrophysical Journal Letters
N|Astronomy & Astrophysics|Astronomy and Astrophysics
N|Monthly Notices of the Royal Astronomical Society|MNRAS
N|Physical Review Letters|PRL
N|Geophysical Research Letters|
N|Journal of Geophysical Research|
N|Nature Physics|
N|Annals of Internal Medicine|
N|Pediatrics|
N|Circulation|
N|The Journal of Infectious Diseases|Journal of Infectious Diseases
N|Emerging Infectious Diseases|
N|Morbidity and Mortality Weekly Report|MMWR
N|Eurosurveillance|
N|arXiv|ArXiv
N|bioRxiv|
N|medRxiv|
M|The Conversation (journal)|
M|Icarus|
M|Journal of Experimental Biology|
N|Royal Society Open Science|
N|Proceedings of the Royal Society B|
N|Current Anthropology|
N|Antiquity|
N|American Journal of Epidemiology|
N|Journal of the American Chemical Society|JACS
N|Angewandte Chemie|
N|Environmental Research Letters|
N|Journal of Clinical Oncology|
N|Blood|
N|Gut|
N|Diabetes Care|
N|Nutrients|
N|Sleep|
`;
