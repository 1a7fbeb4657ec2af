import "server-only";

/**
 * Reference list of well-known organisations, companies, news media and people whose names carry no
 * rule-visible evidence (no corporate suffix, no institutional head word, surname-only usage).
 * One per line: kind|Canonical name|alias;alias. kind: O organisation, C company, M news medium (a
 * company), P person. All-caps aliases match case-sensitively; others need a capitalised mention.
 */
export const KNOWN_ENTITY_LINES = `
O|United Nations|UN;U.N.;United Nations Organization
O|UN Security Council|Security Council;UNSC;United Nations Security Council;U.N. Security Council
O|UN General Assembly|General Assembly;UNGA;United Nations General Assembly
O|North Atlantic Treaty Organization|NATO;Nato
O|European Union|EU;E.U.
O|European Commission|EC
O|European Central Bank|ECB
O|European Court of Human Rights|ECHR
O|European Free Trade Association|EFTA
O|European Community|EEC;European Economic Community
O|World Health Organization|WHO;World Health Organisation
O|World Trade Organization|WTO;World Trade Organisation
O|International Monetary Fund|IMF
O|World Bank|
O|Organization of the Petroleum Exporting Countries|OPEC;Opec
O|General Agreement on Tariffs and Trade|GATT
O|Organisation for Economic Co-operation and Development|OECD;Organization for Economic Cooperation and Development
O|International Atomic Energy Agency|IAEA
O|International Criminal Court|ICC
O|International Court of Justice|ICJ
O|International Olympic Committee|IOC
O|International Committee of the Red Cross|ICRC;Red Cross
O|Red Crescent|
O|Amnesty International|Amnesty
O|Human Rights Watch|HRW
O|Greenpeace|
O|Medecins Sans Frontieres|MSF;Médecins Sans Frontières;Doctors Without Borders
O|Oxfam|
O|UNICEF|Unicef
O|UNESCO|Unesco
O|UNHCR|UN Refugee Agency
O|World Food Programme|WFP;World Food Program
O|Interpol|
O|Europol|
O|African Union|AU
O|Association of Southeast Asian Nations|ASEAN;Asean
O|Arab League|
O|Gulf Cooperation Council|GCC
O|Group of Seven|G7;G-7
O|Group of 20|G20;G-20
O|Group of Five|G5;G-5
O|Commonwealth of Nations|Commonwealth
O|FIFA|Fifa
O|UEFA|Uefa
O|Wikimedia Foundation|
O|Federal Bureau of Investigation|FBI
O|Central Intelligence Agency|CIA
O|National Security Agency|NSA
O|Drug Enforcement Administration|DEA
O|Department of Homeland Security|DHS
O|Department of Justice|DOJ;Justice Department
O|Department of Defense|DoD;Defense Department
O|Department of State|State Department
O|Pentagon|
O|Kremlin|
O|Downing Street|
O|Elysee|Élysée;Elysee Palace;Élysée Palace
O|Federal Reserve|Fed;Federal Reserve Board;Federal Reserve System
O|Securities and Exchange Commission|SEC
O|Federal Trade Commission|FTC
O|Federal Communications Commission|FCC
O|Federal Aviation Administration|FAA
O|Food and Drug Administration|FDA
O|Environmental Protection Agency|EPA
O|Centers for Disease Control and Prevention|CDC;Centers for Disease Control
O|National Aeronautics and Space Administration|NASA
O|European Space Agency|ESA
O|Internal Revenue Service|IRS
O|Commodity Futures Trading Commission|CFTC
O|Interstate Commerce Commission|
O|Department of Agriculture|USDA;Agriculture Department;U.S. Department of Agriculture;U.S. Agriculture Department
O|Commodity Credit Corporation|CCC;Commodity Credit Corp
O|Treasury|U.S. Treasury;Treasury Department;US Treasury
O|Bundesbank|
O|Bank of England|
O|Bank of Japan|BOJ
O|Bank of Canada|
O|People's Bank of China|PBOC
O|Reserve Bank of India|RBI
O|Reserve Bank of Australia|RBA
O|Swiss National Bank|SNB
O|National Health Service|NHS
O|Metropolitan Police|Met Police;Scotland Yard
O|Federal Security Service|FSB
O|KGB|
O|Investigative Committee|
O|Taliban|
O|al-Qaeda|Al-Qaeda;al Qaeda;Al Qaeda;al-Qaida;Al-Qaida
O|Islamic State|ISIS;ISIL;Islamic State of Iraq and the Levant;Daesh
O|Hamas|
O|Hezbollah|Hizbollah;Hizballah
O|Boko Haram|
O|al-Shabaab|Al-Shabaab;al Shabaab;Al Shabaab
O|Palestine Liberation Organization|PLO
O|Irish Republican Army|IRA
O|Revolutionary Guards|IRGC;Islamic Revolutionary Guard Corps;Revolutionary Guard
O|Quds Force|
O|Muslim Brotherhood|
O|Republican Party|GOP;Republicans;Republican
O|Democratic Party|Democrats;Democrat;Democratic
O|Republican National Committee|RNC
O|Democratic National Committee|DNC
O|Conservative Party|Tories;Tory Party
O|Labour Party|Labour
O|Liberal Democrats|Lib Dems
O|Scottish National Party|SNP
O|Brexit Party|
O|UK Independence Party|UKIP
O|Sinn Fein|Sinn Féin
O|Democratic Unionist Party|DUP
O|Christian Democratic Union|CDU
O|Social Democratic Party of Germany|SPD
O|Alternative for Germany|AfD
O|National Rally|Rassemblement National;National Front
O|Communist Party of China|Chinese Communist Party;CCP;CPC
O|United Russia|
O|Bharatiya Janata Party|BJP
O|Indian National Congress|Congress Party
O|African National Congress|ANC
O|Likud|
O|Fatah|
O|Podemos|
O|Five Star Movement|M5S
O|Sandinista National Liberation Front|Sandinistas
O|Harvard University|Harvard
O|Yale University|Yale
O|Stanford University|Stanford
O|Princeton University|Princeton
O|Massachusetts Institute of Technology|MIT
O|Johns Hopkins University|JHU;Johns Hopkins
O|University of Oxford|Oxford University
O|University of Cambridge|Cambridge University
O|NASDAQ|Nasdaq
O|New York Stock Exchange|NYSE
O|London Stock Exchange|LSE
O|Chicago Board of Trade|CBT;CBOT
O|Chicago Mercantile Exchange|CME
O|Tokyo Stock Exchange|TSE
O|Paris Club|
O|London Club|
O|Olympic Games|
C|Apple|Apple Inc
C|Google|Alphabet
C|Microsoft|
C|Amazon|Amazon.com
C|Facebook|Meta;Meta Platforms
C|Twitter|
C|Instagram|
C|WhatsApp|
C|YouTube|
C|TikTok|ByteDance
C|Netflix|
C|Tesla|
C|SpaceX|
C|Uber|
C|Airbnb|
C|Huawei|
C|ZTE|
C|Xiaomi|
C|Alibaba|
C|Tencent|
C|Baidu|
C|Samsung|Samsung Electronics
C|Sony|
C|Toyota|Toyota Motor
C|Honda|
C|Nissan|
C|Mitsubishi|
C|Hitachi|
C|Toshiba|
C|Panasonic|
C|Volkswagen|VW
C|BMW|
C|Daimler|Mercedes-Benz
C|Siemens|
C|Bayer|
C|BASF|
C|Nestle|Nestlé
C|Unilever|
C|Shell|Royal Dutch Shell
C|BP|British Petroleum
C|Exxon|ExxonMobil;Exxon Mobil
C|Chevron|
C|Texaco|
C|Mobil|
C|Aramco|Saudi Aramco
C|Gazprom|
C|Rosneft|
C|Boeing|
C|Airbus|
C|Lockheed Martin|Lockheed
C|General Electric|GE
C|General Motors|GM
C|Ford|Ford Motor
C|Chrysler|
C|IBM|
C|Intel|
C|Nvidia|NVIDIA
C|Oracle|
C|Cisco|
C|Walmart|Wal-Mart
C|McDonald's|McDonalds
C|Coca-Cola|Coke
C|PepsiCo|Pepsi
C|Pfizer|
C|Moderna|
C|AstraZeneca|
C|Johnson & Johnson|J&J
C|Novartis|
C|Roche|
C|Sanofi|
C|GlaxoSmithKline|GSK
C|Merck|
C|JPMorgan Chase|JPMorgan;J.P. Morgan
C|Goldman Sachs|
C|Morgan Stanley|
C|Citigroup|Citibank;Citicorp
C|HSBC|
C|Barclays|
C|Deutsche Bank|
C|Credit Suisse|
C|UBS|
C|BNP Paribas|
C|Wells Fargo|
C|BankAmerica|Bank of America
C|Salomon Brothers|Salomon
C|Merrill Lynch|
C|Shearson Lehman Brothers|Shearson Lehman;Shearson
C|Drexel Burnham Lambert|Drexel
C|First Boston|
C|Kidde|
C|AT&T|American Telephone and Telegraph
C|Verizon|
C|Vodafone|
C|Nokia|
C|Ericsson|
C|Philips|
C|Renault|
C|Peugeot|
C|Fiat|
C|Volvo|
C|Ikea|IKEA
C|Disney|Walt Disney
C|Spotify|
C|PayPal|
C|eBay|
C|Yahoo|Yahoo!
C|Reddit|
C|Snapchat|
C|Zoom|
C|Wikipedia|
C|Lloyd's|Lloyd's of London
C|Nintendo|
C|Qantas|
C|Ryanair|
C|Lufthansa|
C|Air France|
C|KLM|
C|Pan Am|
C|Texas Air|
C|Trans World Airlines|TWA
C|USAir|
C|Occidental Petroleum|Occidental
C|Phillips Petroleum|
C|Allegheny International|
C|Digital Equipment|DEC
C|Dow Chemical|
C|Du Pont|DuPont
C|Monsanto|
C|Caterpillar|
C|Xerox|
C|Kodak|Eastman Kodak
C|Procter & Gamble|P&G
C|Volkswagenwerk|
C|Lidl|
C|Aldi|
C|Tesco|
C|Kaufland|
C|Carrefour|
C|Costco|
C|Home Depot|
C|Deutsche Bahn|
C|Deutsche Telekom|
C|Ineos|INEOS
C|Cambridge Analytica|
C|Lyft|
C|Foxconn|
C|TSMC|Taiwan Semiconductor Manufacturing Company
C|Qualcomm|
C|AMD|Advanced Micro Devices
C|LG|LG Electronics
C|Hyundai|
C|Kia|
C|Lotte|
C|SoftBank|
C|Rakuten|
C|Lukoil|
C|Aeroflot|
C|Emirates|
C|Etihad|
C|Total|TotalEnergies
C|Eni|
C|Equinor|Statoil
C|Petrobras|
C|Pemex|
C|Glencore|
C|Rio Tinto|
C|BHP|
C|ArcelorMittal|
C|Danone|
C|L'Oreal|L'Oréal
C|LVMH|
C|BioNTech|
C|Sinovac|
C|Sinopharm|
C|Gilead|Gilead Sciences
C|Slack|
C|Zara|Inditex
C|H&M|
C|Adidas|
C|Nike|
C|Puma|
C|Starbucks|
C|KFC|
C|Burger King|
C|Visa|
C|Mastercard|
C|American Express|
C|BlackRock|
C|Berkshire Hathaway|
C|Vale|
C|Embraer|
C|Bombardier|
C|Rolls-Royce|
C|BAE Systems|
C|Raytheon|
C|Northrop Grumman|
C|Huawei Technologies|
M|Reuters|Thomson Reuters
N|Associated Press|AP
N|Agence France-Presse|AFP;Agence France Presse
N|TASS|Tass;ITAR-TASS
N|RIA Novosti|RIA
M|Interfax|
N|Xinhua|Xinhua News Agency
N|Kyodo|Kyodo News
M|Bloomberg|Bloomberg News
M|CNN|
N|BBC|BBC News;BBC Sport;BBC World Service
M|Fox News|
M|NBC|NBC News
M|CBS|CBS News
M|ABC News|
M|MSNBC|
M|CNBC|
M|ESPN|
N|NPR|National Public Radio
N|PBS|
N|Al Jazeera|
M|Al Arabiya|
M|The New York Times|New York Times;NYT
M|The Washington Post|Washington Post
M|The Wall Street Journal|Wall Street Journal;WSJ
M|The Guardian|Guardian
M|The Times|
M|The Independent|
M|The Telegraph|Daily Telegraph
M|Financial Times|FT
M|The Economist|Economist
M|USA Today|
M|Los Angeles Times|LA Times
M|Daily Mail|
M|The Sun|
M|Time|Time magazine
M|Newsweek|
M|Forbes|
M|Business Insider|
M|HuffPost|Huffington Post
M|Politico|
M|Axios|
M|BuzzFeed|BuzzFeed News
M|Vox|
M|Vice|Vice News
M|The Atlantic|
M|The Hill|
M|Der Spiegel|Spiegel
M|Bild|
M|Le Monde|
M|Le Figaro|
M|El Pais|El País
M|La Repubblica|
M|Corriere della Sera|
M|Gazeta Wyborcza|
M|Kommersant|
M|Novaya Gazeta|
M|Haaretz|
M|The Times of India|Times of India
M|South China Morning Post|SCMP
N|People's Daily|
N|Global Times|
N|China Daily|
N|CCTV|China Central Television
N|NHK|
N|Yonhap|
N|KCNA|Korean Central News Agency
N|IRNA|Islamic Republic News Agency
N|Anadolu Agency|Anadolu
N|Polish Press Agency|PAP
N|EFE|
M|ANSA|
M|dpa|Deutsche Presse-Agentur
N|Deutsche Welle|DW
N|RT|Russia Today
M|Sky News|
M|Euronews|
M|BFM TV|BFMTV
N|Radio Free Europe|RFE/RL;Radio Free Europe/Radio Liberty
N|Voice of America|VOA
N|CBC|CBC News;Canadian Broadcasting Corporation
M|ITV|ITV News
N|Channel 4|Channel 4 News
M|Rappler|
M|Euractiv|EURACTIV
M|Wikinews|
P|Donald Trump|Trump
P|Barack Obama|Obama
P|Joe Biden|Biden
P|Hillary Clinton|
P|Bill Clinton|
P|George W. Bush|
P|Ronald Reagan|Reagan
P|Mikhail Gorbachev|Gorbachev
P|Margaret Thatcher|Thatcher
P|Helmut Kohl|Kohl
P|Francois Mitterrand|Mitterrand;François Mitterrand
P|Yasuhiro Nakasone|Nakasone
P|Deng Xiaoping|Deng
P|Vladimir Putin|Putin
P|Xi Jinping|
P|Angela Merkel|Merkel
P|Emmanuel Macron|Macron
P|Boris Johnson|
P|Theresa May|
P|Recep Tayyip Erdogan|Recep Tayyip Erdoğan;Erdogan;Erdoğan
P|Benjamin Netanyahu|Netanyahu
P|Narendra Modi|Modi
P|Kim Jong-un|Kim Jong Un
P|Jair Bolsonaro|Bolsonaro
P|Volodymyr Zelensky|Zelensky;Zelenskyy
P|Pope Francis|
P|Ali Khamenei|Khamenei
P|Hassan Rouhani|Rouhani
P|Bashar al-Assad|Assad;Bashar Assad
P|Saddam Hussein|Saddam
P|Muammar Gaddafi|Gaddafi;Gadhafi
P|Nelson Mandela|Mandela
P|Elon Musk|Musk
P|Mark Zuckerberg|Zuckerberg
P|Nancy Pelosi|Pelosi
P|Mitch McConnell|McConnell
P|Jerome Powell|
P|Alan Greenspan|Greenspan
P|Paul Volcker|Volcker
P|James Baker|
P|George Shultz|Shultz
P|Caspar Weinberger|Weinberger
P|Yasser Arafat|Arafat
P|Ayatollah Khomeini|Khomeini
`;
