import "server-only";

/**
 * Companies: the world's largest companies (Fortune Global 500-like, by sector), the big technology
 * platforms, airlines, carmakers, banks and retailers, and famous bands (Organizations), from general
 * knowledge. One-word names that are ordinary words need a cue ("Apple's", "the band Wings").
 * Format: see `parseKnownLine` in ../known-entities.ts.
 */
export const KNOWN_COMPANY_LINES = `
# Technology, platforms and telecoms
C|Alphabet|Alphabet Inc
C|Meta Platforms|Meta
C|Microsoft|Microsoft Corporation
C|Amazon Web Services|AWS
C|GitHub|
C|LinkedIn|
C|Telegram|
C|Signal|Signal Messenger
C|Discord|
C|Twitch|
C|Pinterest|
C|Tumblr|
C|Flickr|
C|Weibo|
C|WeChat|
C|Douyin|
C|VKontakte|VK
C|Yandex|
C|Mail.ru|
C|Kaspersky|Kaspersky Lab
C|Naver|
C|Kakao|
C|Line Corporation|
C|Grab|Grab Holdings
C|Gojek|GoTo
C|Sea Limited|Shopee
C|Flipkart|
C|Reliance Jio|Jio
C|Infosys|
C|Tata Consultancy Services|TCS
C|Wipro|
C|SAP|
C|Siemens|
C|Salesforce|
C|Adobe|
C|Dell|Dell Technologies
C|HP Inc|Hewlett-Packard
C|Hewlett Packard Enterprise|HPE
C|Lenovo|
C|Asus|ASUS
C|Acer|
C|Micron|Micron Technology
C|SK Hynix|
C|Broadcom|
C|Texas Instruments|
C|ASML|
C|Arm|Arm Holdings
C|OpenAI|
C|Anthropic|
C|DeepMind|Google DeepMind
C|Palantir|
C|Red Hat|
C|Canonical|
C|VMware|
C|Dropbox|
C|Zoom Video Communications|Zoom Video
C|Snap Inc|Snap
C|X Corp|
C|Roblox|
C|Epic Games|
C|Electronic Arts|EA
C|Activision Blizzard|Activision;Blizzard
C|Ubisoft|
C|Valve|Valve Corporation;Steam
C|Comcast|NBCUniversal
C|Charter Communications|Spectrum
C|T-Mobile|
C|Sprint|
C|China Mobile|
C|China Telecom|
C|China Unicom|
C|NTT|Nippon Telegraph and Telephone
C|KDDI|
C|SK Telecom|
C|KT Corporation|
C|Orange|Orange S.A.
C|Telefonica|Telefónica
C|BT Group|BT
C|Telstra|
C|Optus|
C|MTN|MTN Group
C|Safaricom|
C|Bharti Airtel|Airtel
C|América Movil|América Móvil
C|Globe Telecom|
C|PLDT|
C|Starlink|
C|Blue Origin|
C|Rocket Lab|
C|Virgin Galactic|
C|Arianespace|
C|United Launch Alliance|ULA
C|Northrop Grumman|
C|General Dynamics|
C|L3Harris|
C|Thales|Thales Group
C|Leonardo S.p.A.|
C|Rheinmetall|
C|Saab|
C|Dassault|Dassault Aviation
C|Safran|
C|Embraer|
C|Comac|COMAC
C|Kalashnikov Concern|
C|Rostec|
C|Almaz-Antey|
C|Elbit Systems|
C|Hanwha|
# Energy, mining, industry
C|Saudi Aramco|Aramco
C|Sinopec|China Petroleum & Chemical Corporation
C|PetroChina|China National Petroleum Corporation;CNPC
C|CNOOC|
C|State Grid|State Grid Corporation of China
C|ConocoPhillips|
C|Marathon Petroleum|
C|Valero|Valero Energy
C|Repsol|
C|Petronas|
C|Pertamina|
C|ONGC|Oil and Natural Gas Corporation
C|Indian Oil|Indian Oil Corporation
C|Reliance Industries|Reliance
C|Tata Group|Tata;Tata Sons
C|Tata Motors|
C|Tata Steel|
C|Mahindra|Mahindra & Mahindra
C|Gazprom Neft|
C|Novatek|
C|Transneft|
C|Nord Stream AG|Nord Stream
C|Naftogaz|
C|PKN Orlen|Orlen
C|MOL|MOL Group
C|OMV|
C|Engie|
C|EDF|Électricité de France
C|E.ON|
C|RWE|
C|Enel|
C|Iberdrola|
C|Vattenfall|
C|Orsted|Ørsted
C|National Grid|
C|Duke Energy|
C|Pacific Gas and Electric|PG&E
C|Tokyo Electric Power Company|TEPCO
C|Eskom|
C|Vale|
C|Anglo American|
C|Freeport-McMoRan|
C|Norilsk Nickel|Nornickel
C|Alrosa|
C|De Beers|
C|Baowu|China Baowu Steel Group
C|POSCO|
C|Nippon Steel|
C|Thyssenkrupp|ThyssenKrupp
C|U.S. Steel|United States Steel
C|Holcim|
C|Siemens Energy|
C|ABB|
C|Schneider Electric|
C|Honeywell|
C|3M|
C|Emerson Electric|
C|Cummins|
C|Deere & Company|John Deere
C|Komatsu|
C|Hitachi|
C|Mitsubishi Heavy Industries|
C|Kawasaki Heavy Industries|
C|Hyundai Heavy Industries|
C|China State Construction Engineering|
C|Bechtel|
C|Halliburton|
C|Schlumberger|SLB
C|Baker Hughes|
C|Transocean|
C|Maersk|A.P. Moller-Maersk
C|MSC|Mediterranean Shipping Company
C|CMA CGM|
C|COSCO|COSCO Shipping
C|Hapag-Lloyd|
C|Evergreen Marine|
C|FedEx|
C|UPS|United Parcel Service
C|DHL|Deutsche Post DHL
C|Royal Mail|
C|Union Pacific|
C|BNSF|BNSF Railway
C|Amtrak|
C|SNCF|
C|Network Rail|
C|Eurostar|
C|JR East|East Japan Railway Company
# Vehicles
C|Stellantis|
C|Mercedes-Benz Group|
C|Audi|
C|Porsche|
C|Skoda|Škoda;Škoda Auto
C|SEAT|
C|Ferrari|
C|Lamborghini|
C|Maserati|
C|Jaguar Land Rover|JLR;Land Rover;Jaguar Cars
C|Aston Martin|
C|Bentley Motors|
C|Citroen|Citroën
C|Opel|Vauxhall
C|Dacia|
C|Subaru|
C|Mazda|
C|Yamaha|
C|Isuzu|
C|BYD|
C|Geely|
C|Great Wall Motors|
C|SAIC Motor|SAIC
C|NIO|Nio
C|XPeng|Xpeng
C|Li Auto|
C|Rivian|
C|Lucid Motors|Lucid
C|Polestar|
C|VinFast|
C|Harley-Davidson|
C|Ducati|
C|Caterpillar|
C|Navistar|
C|Scania|
C|MAN SE|
C|Michelin|
C|Bridgestone|
C|Goodyear|
C|Continental AG|
C|Bosch|Robert Bosch
C|Denso|
C|CATL|Contemporary Amperex Technology
C|Panasonic Energy|
C|Uber Eats|
C|DoorDash|
C|Deliveroo|
C|Just Eat|Just Eat Takeaway
C|Didi|DiDi;Didi Chuxing
C|Ola Cabs|
# Airlines and aircraft
C|American Airlines|
C|Delta Air Lines|
C|United Airlines|
C|Southwest Airlines|Southwest
C|JetBlue|
C|Alaska Airlines|
C|Spirit Airlines|
C|Air Canada|
C|WestJet|
C|British Airways|
C|Virgin Atlantic|
C|easyJet|EasyJet
C|Wizz Air|
C|Aer Lingus|
C|Vueling|
C|Alitalia|ITA Airways
C|Swiss International Air Lines|Swiss
C|Austrian Airlines|
C|Scandinavian Airlines|SAS Scandinavian Airlines
C|Finnair|
C|Norwegian Air Shuttle|Norwegian Air
C|LOT Polish Airlines|LOT
C|Turkish Airlines|THY
C|Pegasus Airlines|
C|Ukraine International Airlines|UIA
C|Qatar Airways|
C|Saudia|Saudi Arabian Airlines
C|Etihad Airways|Etihad
C|Emirates|
C|flydubai|
C|El Al|
C|EgyptAir|
C|Ethiopian Airlines|
C|Kenya Airways|
C|South African Airways|SAA
C|Royal Air Maroc|
C|Air India|
C|IndiGo|
C|SpiceJet|
C|Pakistan International Airlines|PIA
C|Iran Air|
C|Singapore Airlines|
C|Cathay Pacific|
C|Air China|
C|China Eastern Airlines|China Eastern
C|China Southern Airlines|China Southern
C|Japan Airlines|JAL
C|All Nippon Airways|ANA
C|Korean Air|
C|Asiana Airlines|Asiana
C|Thai Airways|
C|Malaysia Airlines|
C|AirAsia|
C|Garuda Indonesia|Garuda
C|Lion Air|
C|Philippine Airlines|PAL
C|Cebu Pacific|
C|Vietnam Airlines|
C|Virgin Australia|
C|Jetstar|
C|Air New Zealand|
C|LATAM Airlines|LATAM
C|Avianca|
C|Aeromexico|Aeroméxico
C|Copa Airlines|
C|Azul|Azul Brazilian Airlines
C|Gol|Gol Transportes Aéreos
C|Aerolineas Argentinas|Aerolíneas Argentinas
C|S7 Airlines|
C|Ural Airlines|
C|Belavia|
C|Bombardier|
C|ATR|
C|Sukhoi|
C|Tupolev|
C|Ilyushin|
C|Cessna|
C|Gulfstream|
C|Textron|
C|Bell Textron|
C|Sikorsky|
# Finance and insurance
C|Bank of America|
C|Charles Schwab|
C|Fidelity Investments|Fidelity
C|Vanguard Group|
C|State Street|
C|Capital One|
C|American International Group|AIG
C|Prudential|
C|MetLife|
C|Allianz|
C|AXA|
C|Generali|
C|Zurich Insurance|
C|Munich Re|
C|Swiss Re|
C|Aviva|
C|Legal & General|
C|Lloyds Banking Group|Lloyds Bank
C|NatWest|Royal Bank of Scotland;RBS
C|Standard Chartered|
C|Banco Santander|
C|BBVA|
C|Societe Generale|Société Générale
C|Credit Agricole|Crédit Agricole
C|Commerzbank|
C|ING|ING Group
C|Rabobank|
C|UniCredit|
C|Intesa Sanpaolo|
C|Nordea|
C|Danske Bank|
C|Raiffeisen Bank International|Raiffeisen
C|Erste Group|
C|PKO Bank Polski|PKO BP
C|Sberbank|Sber
C|VTB|VTB Bank
C|Gazprombank|
C|Alfa-Bank|Alfa Bank
C|Tinkoff|
C|Industrial and Commercial Bank of China|ICBC
C|China Construction Bank|
C|Agricultural Bank of China|
C|Bank of China|
C|Ping An|Ping An Insurance
C|China Life|China Life Insurance
C|Ant Group|Alipay;Ant Financial
C|Evergrande|China Evergrande
C|Country Garden|
C|Mitsubishi UFJ Financial Group|MUFG
C|Sumitomo Mitsui|SMBC
C|Mizuho|
C|State Bank of India|SBI
C|HDFC Bank|HDFC
C|ICICI Bank|ICICI
C|Commonwealth Bank|CBA
C|Westpac|
C|ANZ|
C|National Australia Bank|NAB
C|Royal Bank of Canada|RBC
C|TD Bank|Toronto-Dominion Bank
C|Scotiabank|
C|Itaú Unibanco|Itau
C|Bradesco|
C|Banco do Brasil|
C|Standard Bank|
C|First Abu Dhabi Bank|
C|Qatar National Bank|QNB
C|Emirates NBD|
C|Silicon Valley Bank|SVB
C|Lehman Brothers|
C|Bear Stearns|
C|Fannie Mae|
C|Freddie Mac|
C|Moody's|Moody's Investors Service
C|S&P Global|Standard & Poor's;S&P
C|Fitch Ratings|
C|Deloitte|
C|PwC|PricewaterhouseCoopers
C|EY|Ernst & Young
C|KPMG|
C|McKinsey|McKinsey & Company
C|Boston Consulting Group|
C|Accenture|
C|Blackstone|
C|KKR|
C|Carlyle Group|
C|Bridgewater Associates|
C|Citadel|
C|SoftBank Vision Fund|
C|Temasek|
C|Norges Bank Investment Management|
C|Coinbase|
C|Binance|
C|FTX|
C|Tether|
C|Robinhood|
C|Stripe|
C|Square|Block Inc
C|Klarna|
C|Western Union|
C|Revolut|
# Consumer, retail, food, pharma
C|Walmart|Wal-Mart
C|Target|Target Corporation
C|Kroger|
C|Walgreens|Walgreens Boots Alliance
C|CVS Health|CVS
C|Best Buy|
C|Lowe's|
C|Macy's|
C|Kmart|
C|Sears|
C|Aldi|
C|Lidl|
C|Tesco|
C|Sainsbury's|
C|Asda|
C|Morrisons|
C|Marks & Spencer|M&S
C|Boots|
C|Metro AG|
C|Edeka|
C|Rewe|
C|Schwarz Group|
C|Auchan|
C|Leclerc|E.Leclerc
C|Ahold Delhaize|Albert Heijn
C|Jerónimo Martins|Biedronka
C|Woolworths|Woolworths Group
C|Coles|Coles Group
C|Wesfarmers|
C|Chemist Warehouse|
C|Seven & I Holdings|7-Eleven
C|Aeon|
C|Uniqlo|Fast Retailing
C|Shein|SHEIN
C|Temu|
C|JD.com|
C|Pinduoduo|PDD
C|Meituan|
C|Mercado Libre|MercadoLibre
C|Etsy|
C|Wayfair|
C|Zalando|
C|Otto Group|
C|Allegro|
C|Ozon|
C|Wildberries|
C|Procter & Gamble|P&G
C|Colgate-Palmolive|
C|Kimberly-Clark|
C|Reckitt|Reckitt Benckiser
C|Henkel|
C|Estee Lauder|Estée Lauder
C|Kering|Gucci
C|Hermes|Hermès
C|Chanel|
C|Prada|
C|Burberry|
C|Richemont|Cartier
C|Swatch|Swatch Group
C|Rolex|
C|Levi Strauss|Levi's
C|Gap|Gap Inc
C|Under Armour|
C|New Balance|
C|Reebok|
C|Converse|
C|Lego|LEGO
C|Mattel|
C|Hasbro|
C|Bandai Namco|
C|Kraft Heinz|
C|Mondelez|Mondelez International
C|General Mills|
C|Kellogg's|Kellogg
C|Ferrero|
C|Hershey|
C|Cadbury|
C|Tyson Foods|
C|JBS|
C|Cargill|
C|Archer Daniels Midland|ADM
C|Bunge|
C|Louis Dreyfus|
C|Wilmar|
C|Olam|
C|Heineken|
C|Anheuser-Busch InBev|AB InBev;Anheuser-Busch
C|Carlsberg|
C|Diageo|
C|Pernod Ricard|
C|Molson Coors|
C|Asahi Group|
C|Kirin|
C|Philip Morris International|Philip Morris
C|British American Tobacco|BAT
C|Altria|
C|Japan Tobacco|
C|Red Bull|
C|Subway|
C|Domino's|Domino's Pizza
C|Pizza Hut|
C|Taco Bell|
C|Wendy's|
C|Chipotle|
C|Dunkin'|Dunkin
C|Tim Hortons|
C|Costa Coffee|
C|Marriott|Marriott International
C|Hilton Worldwide|
C|Hyatt|
C|Accor|
C|InterContinental Hotels Group|IHG
C|Booking Holdings|Booking.com
C|Expedia|
C|Tripadvisor|TripAdvisor
C|Carnival|Carnival Corporation
C|Royal Caribbean|
C|Norwegian Cruise Line|
C|TUI|TUI Group
C|Johnson & Johnson|J&J
C|AbbVie|
C|Bristol-Myers Squibb|Bristol Myers Squibb
C|Eli Lilly|
C|Amgen|
C|Regeneron|
C|Novo Nordisk|
C|Takeda|
C|Bayer|
C|Boehringer Ingelheim|
C|Teva|Teva Pharmaceutical
C|CSL|
C|Sun Pharma|
C|Serum Institute of India|
C|Bharat Biotech|
C|CanSino|CanSino Biologics
C|Gamaleya|Gamaleya Research Institute
C|Novavax|
C|CureVac|
C|Medtronic|
C|Abbott Laboratories|
C|Thermo Fisher|Thermo Fisher Scientific
C|Siemens Healthineers|
C|Philips Healthcare|
C|UnitedHealth|UnitedHealth Group
C|Anthem|Elevance Health
C|Cigna|
C|Humana|
C|Kaiser Permanente|
C|Purdue Pharma|
C|McKesson|
# Media and entertainment companies
C|Warner Bros. Discovery|Warner Bros.;Warner Bros;Discovery
C|Paramount Global|Paramount;ViacomCBS;Viacom
C|Fox Corporation|
C|News Corp|News Corporation
C|Sony Music|
C|Universal Music Group|Universal Music
C|Warner Music Group|Warner Music
C|Live Nation|Ticketmaster
C|Lionsgate|
C|Pixar|
C|Marvel|Marvel Studios;Marvel Entertainment
C|DreamWorks|
C|Studio Ghibli|
C|Bertelsmann|Penguin Random House
C|HarperCollins|
C|Simon & Schuster|
C|Axel Springer|
C|Thomson Reuters Corporation|
C|Ipsos|
C|YouGov|
C|Gallup|
C|Morning Consult|
C|Rasmussen Reports|
C|Quinnipiac|
C|Emerson College|
# Famous bands (Organizations by the guidelines)
O|The Beatles|Beatles
O|The Rolling Stones|Rolling Stones
O|Led Zeppelin|
O|Pink Floyd|
O|Queen|
O|The Who|
O|The Doors|
O|The Beach Boys|Beach Boys
O|The Grateful Dead|Grateful Dead
O|Cream|
O|The Kinks|Kinks
O|Fleetwood Mac|
O|The Eagles|Eagles
O|ABBA|
O|Black Sabbath|
O|Deep Purple|
O|AC/DC|
O|Metallica|
O|Iron Maiden|
O|Guns N' Roses|Guns N Roses
O|Nirvana|
O|Pearl Jam|
O|Foo Fighters|
O|Red Hot Chili Peppers|
O|Radiohead|
O|Oasis|
O|Blur|
O|Coldplay|
O|U2|
O|R.E.M.|
O|The Police|
O|The Clash|
O|Sex Pistols|
O|Ramones|
O|The Smiths|
O|The Cure|
O|Depeche Mode|
O|Duran Duran|
O|Bon Jovi|
O|Aerosmith|
O|Kiss|KISS
O|Van Halen|
O|Def Leppard|
O|Journey|
O|Genesis|
O|Yes|
O|Rush|
O|Wings|
O|Dire Straits|
O|The Velvet Underground|Velvet Underground
O|The Jimi Hendrix Experience|
O|Creedence Clearwater Revival|CCR
O|Blondie|
O|Talking Heads|
O|Green Day|
O|Linkin Park|
O|Maroon 5|
O|Imagine Dragons|
O|Arctic Monkeys|
O|The Killers|
O|Muse|
O|Daft Punk|
O|Kraftwerk|
O|Rammstein|
O|Scorpions|
O|Bee Gees|
O|The Supremes|
O|The Jackson 5|Jackson 5
O|Earth, Wind & Fire|
O|Destiny's Child|
O|Spice Girls|
O|Backstreet Boys|
O|NSYNC|*NSYNC
O|One Direction|
O|Take That|
O|Westlife|
O|BTS|Bangtan Boys
O|Blackpink|BLACKPINK
O|Twice|TWICE
O|Pussy Riot|
O|Maneskin|Måneskin
O|Slipknot|
O|System of a Down|
O|Tool|
O|The Rolling Stones Band|
O|Cheap Trick|
O|Steely Dan|
O|The Band|
O|Phish|
O|Dave Matthews Band|
O|The Allman Brothers Band|Allman Brothers Band
O|Lynyrd Skynyrd|
O|ZZ Top|
O|Motorhead|Motörhead
O|Judas Priest|
O|Megadeth|
O|Slayer|
O|Anthrax|
O|The Yardbirds|Yardbirds
O|The Animals|
O|The Hollies|Hollies
O|The Byrds|Byrds
O|The Monkees|Monkees
O|Jefferson Airplane|
O|The Mamas & the Papas|Mamas and the Papas
O|Simon & Garfunkel|Simon and Garfunkel
O|Crosby, Stills, Nash & Young|Crosby, Stills & Nash
O|Buffalo Springfield|
O|The Stooges|Stooges
O|MC5|
O|Traffic|
O|Procol Harum|
O|The Moody Blues|Moody Blues
O|Jethro Tull|
O|King Crimson|
O|Emerson, Lake & Palmer|
O|Roxy Music|
O|T. Rex|
O|Sweet|
O|Thin Lizzy|
O|Status Quo|
O|Uriah Heep|
O|Electric Light Orchestra|ELO
O|Supertramp|
O|Styx|
O|Foreigner|
O|REO Speedwagon|
O|Heart|
O|Earth Wind & Fire|
O|Kool & the Gang|
O|The Jackson Five|
O|Sly and the Family Stone|
O|Parliament-Funkadelic|Funkadelic
O|The Temptations|Temptations
O|The Four Tops|Four Tops
O|Martha and the Vandellas|
O|The Carpenters|Carpenters
O|Bay City Rollers|
O|The Pretenders|Pretenders
O|Dexys Midnight Runners|
O|Madness|
O|The Specials|
O|UB40|
O|Joy Division|
O|New Order|
O|Siouxsie and the Banshees|
O|Echo & the Bunnymen|
O|Tears for Fears|
O|Simple Minds|
O|Spandau Ballet|
O|Culture Club|
O|Wham!|Wham
O|Eurythmics|
O|Pet Shop Boys|
O|Erasure|
O|The Human League|Human League
O|Frankie Goes to Hollywood|
O|a-ha|A-ha
O|Roxette|
O|The Bangles|Bangles
O|The Go-Go's|Go-Go's
O|Huey Lewis and the News|
O|Motley Crue|Mötley Crüe
O|Poison|
O|Skid Row|
O|Whitesnake|
O|Sonic Youth|
O|Pixies|
O|The Replacements|
O|Husker Du|Hüsker Dü
O|Soundgarden|
O|Alice in Chains|
O|Stone Temple Pilots|
O|Smashing Pumpkins|The Smashing Pumpkins
O|Rage Against the Machine|
O|Beastie Boys|
O|Run-DMC|Run DMC
O|Public Enemy|
O|N.W.A|NWA
O|Wu-Tang Clan|
O|OutKast|Outkast
O|The Fugees|Fugees
O|TLC|
O|Boyz II Men|
O|En Vogue|
O|Salt-N-Pepa|
O|The Black Eyed Peas|Black Eyed Peas
O|The Roots|
O|No Doubt|
O|Weezer|
O|Blink-182|
O|The Offspring|Offspring
O|Bad Religion|
O|Korn|
O|Limp Bizkit|
O|Evanescence|
O|The White Stripes|White Stripes
O|The Strokes|Strokes
O|The Libertines|Libertines
O|Franz Ferdinand|
O|Kaiser Chiefs|
O|The Prodigy|Prodigy
O|The Chemical Brothers|Chemical Brothers
O|Massive Attack|
O|Portishead|
O|Underworld|
O|Travis|
O|Manic Street Preachers|
O|Stereophonics|
O|Snow Patrol|
O|Kasabian|
O|Mumford & Sons|
O|Florence and the Machine|Florence + the Machine
O|The xx|
O|Vampire Weekend|
O|Arcade Fire|
O|The National|
O|Kings of Leon|
O|The Black Keys|Black Keys
O|Fall Out Boy|
O|Panic! at the Disco|
O|My Chemical Romance|
O|Paramore|
O|Twenty One Pilots|
O|The Chainsmokers|Chainsmokers
O|OneRepublic|
O|Little Mix|
O|Girls Aloud|
O|Sugababes|
O|The Pussycat Dolls|Pussycat Dolls
O|Fifth Harmony|
O|Jonas Brothers|
O|Boyzone|
O|Il Divo|
O|EXO|
O|Big Bang|BIGBANG
O|Seventeen|SEVENTEEN
O|Stray Kids|
O|Red Velvet|
O|NewJeans|
O|Arashi|
O|SMAP|
O|AKB48|
O|X Japan|
O|Babymetal|BABYMETAL
O|Gorillaz|
O|Tame Impala|
O|INXS|
O|Midnight Oil|
O|Crowded House|
O|Men at Work|
O|The Seekers|Seekers
O|Silverchair|
O|Cold Chisel|
O|The Wiggles|Wiggles
O|Sigur Ros|Sigur Rós
O|Nightwish|
O|Within Temptation|
O|Ace of Base|
O|Modern Talking|
O|Tokio Hotel|
O|Die Toten Hosen|
O|Indochine|
O|Los Tigres del Norte|
O|Mana|Maná
O|Soda Stereo|
O|Sepultura|
O|Buena Vista Social Club|
O|Gipsy Kings|
O|Ladysmith Black Mambazo|
O|Tinariwen|
O|Hillsong United|
O|Mormon Tabernacle Choir|
O|Vienna Philharmonic|Vienna Philharmonic Orchestra
O|Berlin Philharmonic|Berliner Philharmoniker
O|London Symphony Orchestra|LSO
O|New York Philharmonic|
O|Royal Concertgebouw Orchestra|
`;
