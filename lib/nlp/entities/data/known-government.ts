import "server-only";

/**
 * National government bodies often in the news whose names carry no head word or are written as
 * acronyms: intelligence and security services, armed forces and their branches, national police
 * forces, central banks, public health, statistics, electoral and transport-safety bodies, and the
 * best-known US federal agencies, from general knowledge. Format: see `parseKnownLine` in ../known-entities.ts.
 */
export const KNOWN_GOVERNMENT_LINES = `
# Intelligence and security services
O|Mossad||ISR:
O|Shin Bet|Shabak;Israel Security Agency|ISR:
O|Israel Defense Forces|IDF;Israeli Defence Forces;Israel Defence Forces|ISR:
O|MI5||GBR:
O|MI6|Secret Intelligence Service;SIS|GBR:
O|GCHQ|Government Communications Headquarters|GBR:
O|Federal Security Service|FSB|RUS:
O|Foreign Intelligence Service|SVR|RUS:
O|GRU|Main Intelligence Directorate|RUS:
O|National Guard of Russia|Rosgvardia|RUS:
O|Security Service of Ukraine|SBU|UKR:
O|Main Directorate of Intelligence|HUR|UKR:
O|Inter-Services Intelligence|ISI|PAK:
O|Research and Analysis Wing||IND:
O|Central Bureau of Investigation|CBI|IND:
O|National Investigation Agency|NIA|IND:
O|Enforcement Directorate||IND:
O|Federal Intelligence Service|BND|DEU:
O|Federal Office for the Protection of the Constitution|BfV|DEU:
O|General Directorate for External Security|DGSE|FRA:
O|General Directorate for Internal Security|DGSI|FRA:
O|Ministry of State Security|MSS|CHN:
O|National Intelligence Service|NIS|KOR:
O|Canadian Security Intelligence Service|CSIS|CAN:
O|Australian Security Intelligence Organisation|ASIO|AUS:
O|National Intelligence Organization|MİT|TUR:
O|State Security Committee of Belarus|KGB of Belarus|BLR:
O|Internal Security Agency|ABW|POL:
O|Central Anticorruption Bureau||POL:
O|General Intelligence Directorate|GID|JOR:
O|Ministry of Intelligence|VAJA|IRN:
O|United States Secret Service|U.S. Secret Service;US Secret Service|USA:Secret Service
O|Office of the Director of National Intelligence|ODNI|USA:
# Armed forces and branches
O|People's Liberation Army|PLA;Chinese People's Liberation Army|CHN:
O|Bundeswehr|German Armed Forces|DEU:
O|Tatmadaw|Myanmar military;Myanmar Armed Forces|MMR:
O|Armed Forces of the Philippines|AFP military|PHL:
O|Armed Forces of Ukraine|Ukrainian Armed Forces;ZSU|UKR:
O|Russian Armed Forces||RUS:
O|Japan Self-Defense Forces|Self-Defense Forces;JSDF;SDF Japan|JPN:
O|Korean People's Army|KPA|PRK:
O|Pakistan Army|Pakistani Army|PAK:
O|Indian Army||IND:
O|Royal Navy||GBR:
O|Royal Air Force|RAF|GBR:
O|British Army||GBR:
O|Royal Marines||GBR:
O|Special Air Service||GBR:
O|Royal Australian Navy|RAN|AUS:
O|Royal Australian Air Force|RAAF|AUS:
O|Australian Defence Force||AUS:
O|Canadian Armed Forces||CAN:
O|Royal Canadian Mounted Police|RCMP;Mounties|CAN:
O|United States Armed Forces|U.S. military;US military;U.S. Armed Forces|USA:
O|United States Army|U.S. Army;US Army|USA:
O|United States Navy|U.S. Navy;US Navy|USA:
O|United States Air Force|U.S. Air Force;US Air Force;USAF|USA:
O|United States Marine Corps|U.S. Marine Corps;US Marine Corps;USMC|USA:Marine Corps;Marines
O|United States Coast Guard|U.S. Coast Guard;US Coast Guard;USCG|USA:Coast Guard
O|United States Space Force|U.S. Space Force;US Space Force|USA:Space Force
O|United States National Guard|U.S. National Guard;US National Guard;Army National Guard;Air National Guard|USA:National Guard
O|United States Central Command|CENTCOM;Central Command|USA:
O|United States Indo-Pacific Command|INDOPACOM|USA:
O|United States European Command|EUCOM|USA:
O|United States Africa Command|AFRICOM|USA:
O|Joint Chiefs of Staff||USA:
O|French Armed Forces||FRA:
O|French Foreign Legion|Foreign Legion|FRA:
O|Islamic Republic of Iran Army|Artesh|IRN:
O|Turkish Armed Forces|TSK|TUR:
O|Saudi-led coalition||SAU:
O|Syrian Arab Army||SYR:
O|Lebanese Armed Forces|LAF|LBN:
O|Iraqi Security Forces||IRQ:
O|Afghan National Army||AFG:
O|Egyptian Armed Forces||EGY:
O|Sudanese Armed Forces|SAF|SDN:
O|Ethiopian National Defense Force|ENDF|ETH:
O|Nigerian Army||NGA:
O|Kenya Defence Forces|KDF|KEN:
O|South African National Defence Force|SANDF|ZAF:
O|Brazilian Army||BRA:
O|Mexican Army||MEX:
O|Venezuelan National Guard||VEN:
# National police and law enforcement
O|Carabinieri|Arma dei Carabinieri|ITA:
O|Guardia di Finanza||ITA:
O|Polizia di Stato||ITA:
O|Guardia Civil||ESP:Civil Guard
O|Mossos d'Esquadra|Mossos|ESP:
O|National Gendarmerie|Gendarmerie nationale|FRA:Gendarmerie
O|National Police (France)|Police nationale|FRA:Police nationale
O|Federal Police (Germany)|Bundespolizei|DEU:
O|Federal Criminal Police Office|BKA;Bundeskriminalamt|DEU:
O|Garda Siochana|Garda Síochána;Gardaí;Garda;Gardai|IRL:
O|Police Service of Northern Ireland|PSNI|GBR:
O|Police Scotland||GBR:
O|National Crime Agency|NCA|GBR:
O|Crown Prosecution Service|CPS|GBR:
O|Serious Fraud Office||GBR:
O|Border Force||GBR:
O|Philippine National Police|PNP|PHL:
O|National Bureau of Investigation|NBI|PHL:
O|Philippine Drug Enforcement Agency|PDEA|PHL:
O|Australian Federal Police|AFP police|AUS:
O|Victoria Police||AUS:
O|New South Wales Police Force|NSW Police|AUS:
O|Queensland Police Service|Queensland Police|AUS:
O|New Zealand Police||NZL:
O|Hong Kong Police Force|Hong Kong Police|HKG:
O|Royal Thai Police||THA:
O|Polish Police|Policja|POL:
O|Czech Police||CZE:
O|Hungarian Police||HUN:
O|Ukrainian National Police|National Police of Ukraine|UKR:
O|National Anti-Corruption Bureau of Ukraine|NABU|UKR:
O|Investigative Committee of Russia|Investigative Committee|RUS:
O|Prosecutor General's Office of Russia||RUS:
O|Federal Penitentiary Service|FSIN|RUS:
O|Ministry of Emergency Situations|Emergencies Ministry;EMERCOM|RUS:
O|Federal Bureau of Investigation|FBI|USA:
O|Central Intelligence Agency|CIA|USA:
O|National Security Agency|NSA|USA:
O|Drug Enforcement Administration|DEA|USA:
O|Bureau of Alcohol, Tobacco, Firearms and Explosives|ATF|USA:
O|U.S. Immigration and Customs Enforcement|ICE;Immigration and Customs Enforcement|USA:
O|U.S. Customs and Border Protection|CBP;U.S. Border Patrol|USA:Customs and Border Protection;Border Patrol
O|U.S. Marshals Service|US Marshals|USA:
O|Transportation Security Administration|TSA|USA:
O|Federal Emergency Management Agency|FEMA|USA:
O|New York City Police Department|NYPD;New York Police Department|USA:
O|Los Angeles Police Department|LAPD|USA:
O|Chicago Police Department|CPD|USA:
O|Metropolitan Police Department of the District of Columbia|DC Police;MPD|USA:
# US federal bodies without a head word or best known by acronym
O|National Institutes of Health|NIH|USA:
O|National Science Foundation|NSF|USA:
O|National Transportation Safety Board|NTSB|USA:
O|National Highway Traffic Safety Administration|NHTSA|USA:
O|Consumer Financial Protection Bureau|CFPB|USA:
O|Consumer Product Safety Commission|CPSC|USA:
O|Occupational Safety and Health Administration|OSHA|USA:
O|Federal Deposit Insurance Corporation|FDIC|USA:
O|Office of Management and Budget|OMB|USA:
O|Government Accountability Office|GAO|USA:
O|Congressional Budget Office|CBO|USA:
O|Federal Election Commission|FEC|USA:
O|United States Postal Service|USPS;U.S. Postal Service|USA:Postal Service
O|Social Security Administration|SSA|USA:
O|United States Census Bureau|U.S. Census Bureau;US Census Bureau|USA:Census Bureau
O|Bureau of Labor Statistics|BLS|USA:
O|National Park Service|NPS|USA:
O|U.S. Forest Service|USFS|USA:Forest Service
O|U.S. Fish and Wildlife Service|Fish and Wildlife Service|USA:
O|Nuclear Regulatory Commission|NRC|USA:
O|Department of Energy|DOE;Energy Department;U.S. Department of Energy|USA:
O|Department of Health and Human Services|HHS;U.S. Department of Health and Human Services|USA:
O|Department of Veterans Affairs|Veterans Affairs|USA:
O|Department of Education|U.S. Department of Education;Education Department|USA:
O|Department of Transportation|DOT;U.S. Department of Transportation;Transportation Department|USA:
O|Department of Commerce|Commerce Department;U.S. Department of Commerce|USA:
O|Department of the Interior|Interior Department;U.S. Department of the Interior|USA:
O|Department of Labor|Labor Department;U.S. Department of Labor|USA:
O|Department of Housing and Urban Development|HUD|USA:
O|United States Agency for International Development|USAID|USA:
O|Peace Corps||USA:
O|Supreme Court of the United States|U.S. Supreme Court;US Supreme Court;United States Supreme Court;SCOTUS|USA:Supreme Court
O|Capitol Police|U.S. Capitol Police;United States Capitol Police|USA:
# Central banks (G20 and countries often in the news)
O|Federal Reserve|Fed;Federal Reserve Board;Federal Reserve System;U.S. Federal Reserve|USA:
O|European Central Bank|ECB|
O|Bank of England|BoE|GBR:
O|Bank of Japan|BOJ;BoJ|JPN:
O|People's Bank of China|PBOC;PBoC|CHN:
O|Bank of Canada|BoC|CAN:
O|Reserve Bank of Australia|RBA|AUS:
O|Reserve Bank of New Zealand|RBNZ|NZL:
O|Reserve Bank of India|RBI|IND:
O|Swiss National Bank|SNB|CHE:
O|Deutsche Bundesbank|Bundesbank|DEU:
O|Banque de France|Bank of France|FRA:
O|Bank of Italy|Banca d'Italia|ITA:
O|Bank of Spain|Banco de España|ESP:
O|Central Bank of Russia|Bank of Russia;Russian Central Bank|RUS:
O|Central Bank of the Republic of Turkey|Turkish Central Bank;Central Bank of Turkey|TUR:
O|Central Bank of Brazil|Banco Central do Brasil;Brazilian Central Bank|BRA:
O|Bank of Mexico|Banxico;Banco de México|MEX:
O|Central Bank of Argentina|BCRA|ARG:
O|South African Reserve Bank|SARB|ZAF:
O|Bank of Korea|BOK|KOR:
O|Bank Indonesia||IDN:
O|Saudi Central Bank|Saudi Arabian Monetary Authority;SAMA|SAU:
O|National Bank of Poland|NBP|POL:
O|Hungarian National Bank|Magyar Nemzeti Bank;MNB|HUN:
O|Czech National Bank|ČNB|CZE:
O|National Bank of Ukraine|NBU|UKR:
O|Central Bank of Nigeria|CBN|NGA:
O|Central Bank of Egypt||EGY:
O|State Bank of Pakistan|SBP|PAK:
O|Bangko Sentral ng Pilipinas|BSP|PHL:
O|Bank of Thailand||THA:
O|Monetary Authority of Singapore|MAS|SGP:
O|Hong Kong Monetary Authority|HKMA|HKG:
O|Central Bank of Iran||IRN:
O|Sveriges Riksbank|Riksbank|SWE:
O|Norges Bank||NOR:
O|Danmarks Nationalbank||DNK:
O|Bank of Israel||ISR:
# Public health, statistics, elections, transport safety
O|National Health Service|NHS|GBR:
O|UK Health Security Agency|UKHSA;Public Health England|GBR:
O|Office for National Statistics|ONS|GBR:
O|Electoral Commission (United Kingdom)||GBR:Electoral Commission
O|Ofcom||GBR:
O|Ofgem||GBR:
O|Ofsted||GBR:
O|Competition and Markets Authority|CMA|GBR:
O|Financial Conduct Authority|FCA|GBR:
O|Air Accidents Investigation Branch|AAIB|GBR:
O|Robert Koch Institute|RKI|DEU:
O|Federal Statistical Office of Germany|Destatis|DEU:
O|Federal Constitutional Court|Bundesverfassungsgericht|DEU:
O|Bureau of Enquiry and Analysis for Civil Aviation Safety|BEA|FRA:
O|INSEE||FRA:
O|Constitutional Council|Conseil constitutionnel|FRA:
O|Council of State|Conseil d'État|FRA:
O|Istat||ITA:
O|Civil Protection Department|Protezione Civile|ITA:
O|Public Health Agency of Canada|PHAC|CAN:
O|Statistics Canada|StatCan|CAN:
O|Elections Canada||CAN:
O|Transportation Safety Board of Canada||CAN:
O|Australian Bureau of Statistics||AUS:
O|Australian Electoral Commission|AEC|AUS:
O|Australian Transport Safety Bureau|ATSB|AUS:
O|Bureau of Meteorology|BoM|AUS:
O|Australian Competition and Consumer Commission|ACCC|AUS:
O|Election Commission of India|ECI|IND:Election Commission
O|Indian Council of Medical Research|ICMR|IND:
O|Directorate General of Civil Aviation|DGCA|IND:
O|National Disaster Response Force|NDRF|IND:
O|Chinese Center for Disease Control and Prevention|China CDC;Chinese CDC|CHN:
O|National Health Commission|NHC|CHN:
O|National Bureau of Statistics of China|NBS|CHN:
O|Cyberspace Administration of China|CAC|CHN:
O|Korea Disease Control and Prevention Agency|KDCA;Korea Centers for Disease Control and Prevention;KCDC|KOR:
O|Ministry of Health, Labour and Welfare|MHLW|JPN:
O|National Transportation Safety Committee|NTSC|IDN:
O|National Disaster Management Authority|BNPB|IDN:
O|Badan SAR Nasional|Basarnas|IDN:
O|Department of Health (Philippines)|DOH|PHL:Department of Health
O|National Disaster Risk Reduction and Management Council|NDRRMC|PHL:
O|Commission on Elections|COMELEC;Comelec|PHL:
O|Philippine Coast Guard|PCG|PHL:
O|Central Election Commission of Russia|CEC|RUS:Central Election Commission
O|Roskomnadzor||RUS:
O|Rosaviatsia|Federal Air Transport Agency|RUS:
O|Rospotrebnadzor||RUS:
O|Central Election Commission of Ukraine||UKR:Central Election Commission
O|National Electoral Council|CNE|VEN:
O|Federal Electoral Institute|National Electoral Institute;INE|MEX:
O|Superior Electoral Court|TSE|BRA:
O|Supreme Federal Court|STF|BRA:
O|Anvisa||BRA:
O|Independent Electoral Commission|IEC|ZAF:
O|Independent National Electoral Commission|INEC|NGA:
O|Independent Electoral and Boundaries Commission|IEBC|KEN:
O|Supreme Court of India||IND:Supreme Court
O|Supreme Court of the United Kingdom|UK Supreme Court|GBR:Supreme Court
O|High Court of Australia||AUS:High Court
O|Supreme Court of Canada||CAN:Supreme Court
O|Constitutional Court of Korea||KOR:Constitutional Court
O|Supreme Court of the Philippines||PHL:Supreme Court
O|Supreme Court of Israel|Israeli Supreme Court|ISR:Supreme Court;High Court of Justice
O|Constitutional Tribunal|Polish Constitutional Tribunal|POL:
O|Supreme Court of Pakistan||PAK:Supreme Court
O|Constitutional Court of Ukraine||UKR:Constitutional Court
O|Constitutional Court of Russia||RUS:Constitutional Court
O|Constitutional Court of South Africa||ZAF:Constitutional Court
O|Supreme Court of Kenya||KEN:Supreme Court
O|Supreme Court of Brazil||BRA:Supreme Court
O|Supreme Court of Justice of the Nation|Mexican Supreme Court|MEX:Supreme Court
`;
