import "server-only";

/**
 * International and regional bodies: the UN system (principal organs, funds, programmes and specialised
 * agencies), regional organisations, development banks, international NGOs and scientific and
 * professional bodies, from general knowledge. Format: see `parseKnownLine` in ../known-entities.ts.
 */
export const KNOWN_INTERNATIONAL_LINES = `
# United Nations system
O|United Nations|UN;U.N.;United Nations Organization
O|UN Security Council|UNSC;United Nations Security Council;U.N. Security Council;Security Council
O|UN General Assembly|UNGA;United Nations General Assembly;General Assembly
O|United Nations Secretariat|UN Secretariat
O|UN Human Rights Council|UNHRC;United Nations Human Rights Council;Human Rights Council
O|Office of the UN High Commissioner for Human Rights|OHCHR;UN Human Rights Office
O|UN Economic and Social Council|ECOSOC
O|International Court of Justice|ICJ;World Court
O|UNICEF|Unicef;United Nations Children's Fund
O|United Nations Development Programme|UNDP
O|United Nations Environment Programme|UNEP;UN Environment Programme
O|UNHCR|UN Refugee Agency;United Nations High Commissioner for Refugees
O|UNRWA|United Nations Relief and Works Agency
O|World Food Programme|WFP;World Food Program
O|United Nations Population Fund|UNFPA
O|UN Women|
O|UNAIDS|
O|UN-Habitat|
O|Office for the Coordination of Humanitarian Affairs|OCHA;UN OCHA
O|United Nations Office on Drugs and Crime|UNODC
O|United Nations Conference on Trade and Development|UNCTAD
O|United Nations Framework Convention on Climate Change|UNFCCC
O|Intergovernmental Panel on Climate Change|IPCC
O|UN Peacekeeping|Department of Peace Operations
O|United Nations Mission in South Sudan|UNMISS
O|MONUSCO|
O|MINUSMA|
O|UNIFIL|United Nations Interim Force in Lebanon
O|United Nations Assistance Mission in Afghanistan|UNAMA
O|World Health Organization|WHO;World Health Organisation
O|Pan American Health Organization|PAHO
O|Food and Agriculture Organization|FAO;UN Food and Agriculture Organization
O|International Labour Organization|ILO;International Labor Organization
O|UNESCO|Unesco;United Nations Educational, Scientific and Cultural Organization
O|International Civil Aviation Organization|ICAO
O|International Maritime Organization|IMO
O|International Telecommunication Union|ITU
O|Universal Postal Union|UPU
O|World Meteorological Organization|WMO
O|World Intellectual Property Organization|WIPO
O|International Fund for Agricultural Development|IFAD
O|United Nations Industrial Development Organization|UNIDO
O|World Tourism Organization|UNWTO;UN Tourism
O|International Atomic Energy Agency|IAEA
O|International Organization for Migration|IOM
O|World Trade Organization|WTO;World Trade Organisation
O|International Monetary Fund|IMF
O|World Bank|World Bank Group;International Bank for Reconstruction and Development;IBRD
O|International Finance Corporation|IFC
O|Organisation for the Prohibition of Chemical Weapons|OPCW
O|Comprehensive Nuclear-Test-Ban Treaty Organization|CTBTO
O|International Criminal Court|ICC
O|International Criminal Tribunal for the former Yugoslavia|ICTY
O|Permanent Court of Arbitration|PCA
O|International Tribunal for the Law of the Sea|ITLOS
O|Bank for International Settlements|BIS
O|Financial Stability Board|FSB
O|Financial Action Task Force|FATF
O|International Energy Agency|IEA
O|International Renewable Energy Agency|IRENA
O|Interpol|INTERPOL;International Criminal Police Organization
# Regional and political organisations
O|European Union|EU;E.U.
O|European Commission|EC
O|European Council|
O|Council of the European Union|Council of the EU;EU Council
O|European Parliament|EP
O|Court of Justice of the European Union|CJEU;European Court of Justice;ECJ
O|European Central Bank|ECB
O|European Investment Bank|EIB
O|European Court of Auditors|
O|European External Action Service|EEAS
O|European Medicines Agency|EMA
O|European Food Safety Authority|EFSA
O|European Centre for Disease Prevention and Control|ECDC
O|European Space Agency|ESA
O|Frontex|European Border and Coast Guard Agency
O|Europol|
O|Eurojust|
O|European Public Prosecutor's Office|EPPO
O|Eurostat|
O|European Banking Authority|EBA
O|Council of Europe|
O|European Court of Human Rights|ECHR
O|Organization for Security and Co-operation in Europe|OSCE;Organisation for Security and Co-operation in Europe
O|North Atlantic Treaty Organization|NATO;Nato
O|European Free Trade Association|EFTA
O|European Bank for Reconstruction and Development|EBRD
O|Eurasian Economic Union|EAEU
O|Commonwealth of Independent States|CIS
O|Collective Security Treaty Organization|CSTO
O|Shanghai Cooperation Organisation|SCO;Shanghai Cooperation Organization
O|BRICS|
O|Group of Seven|G7;G-7
O|Group of Eight|G8;G-8
O|Group of 20|G20;G-20
O|Group of 77|G77;G-77
O|Non-Aligned Movement|NAM
O|Organisation for Economic Co-operation and Development|OECD;Organization for Economic Cooperation and Development
O|Organization of the Petroleum Exporting Countries|OPEC;Opec;OPEC+
O|African Union|AU
O|African Union Commission|AUC
O|African Continental Free Trade Area|AfCFTA
O|African Development Bank|AfDB
O|Economic Community of West African States|ECOWAS
O|Southern African Development Community|SADC
O|East African Community|EAC
O|Intergovernmental Authority on Development|IGAD
O|Economic Community of Central African States|ECCAS
O|Arab League|League of Arab States
O|Gulf Cooperation Council|GCC;Cooperation Council for the Arab States of the Gulf
O|Organisation of Islamic Cooperation|OIC;Organization of Islamic Cooperation
O|Association of Southeast Asian Nations|ASEAN;Asean
O|Asia-Pacific Economic Cooperation|APEC
O|South Asian Association for Regional Cooperation|SAARC
O|Asian Development Bank|ADB
O|Asian Infrastructure Investment Bank|AIIB
O|Pacific Islands Forum|PIF
O|Organization of American States|OAS
O|Mercosur|MERCOSUR;Mercosul;Southern Common Market
O|Andean Community|CAN
O|Caribbean Community|CARICOM;Caricom
O|Community of Latin American and Caribbean States|CELAC
O|Pacific Alliance|
O|Inter-American Development Bank|IDB
O|Inter-American Commission on Human Rights|IACHR
O|Inter-American Court of Human Rights|
O|Union of South American Nations|UNASUR
O|Bolivarian Alliance for the Peoples of Our America|ALBA
O|Commonwealth of Nations|Commonwealth Secretariat
O|Organisation internationale de la Francophonie|La Francophonie;OIF
O|Paris Club|
O|London Club|
O|Quad|Quadrilateral Security Dialogue
O|AUKUS|
O|Five Eyes|
O|International Energy Forum|
# International NGOs and movements
O|International Committee of the Red Cross|ICRC
O|International Federation of Red Cross and Red Crescent Societies|IFRC
O|Red Cross|
O|Red Crescent|
O|Amnesty International|Amnesty
O|Human Rights Watch|HRW
O|Greenpeace|Greenpeace International
O|World Wide Fund for Nature|WWF;World Wildlife Fund
O|Medecins Sans Frontieres|Médecins Sans Frontières;MSF;Doctors Without Borders
O|Oxfam|Oxfam International
O|Save the Children|
O|CARE International|CARE
O|International Rescue Committee|
O|Norwegian Refugee Council|NRC
O|Mercy Corps|
O|World Vision|
O|Caritas|Caritas Internationalis
O|Islamic Relief|
O|Reporters Without Borders|RSF;Reporters Sans Frontières;Reporters sans frontières
O|Committee to Protect Journalists|CPJ
O|International Federation of Journalists|IFJ
O|Freedom House|
O|Transparency International|
O|International Crisis Group|Crisis Group
O|Human Rights First|
O|International Federation for Human Rights|FIDH
O|Memorial|Memorial Human Rights Centre
O|Global Witness|
O|Friends of the Earth|
O|350.org|
O|Sea Shepherd|Sea Shepherd Conservation Society
O|International Union for Conservation of Nature|IUCN
O|Wikimedia Foundation|
O|Mozilla Foundation|
O|Electronic Frontier Foundation|EFF
O|Bill & Melinda Gates Foundation|Gates Foundation;Bill and Melinda Gates Foundation
O|Open Society Foundations|
O|Rockefeller Foundation|
O|Wellcome Trust|Wellcome
O|Clinton Foundation|
O|Gavi|Gavi, the Vaccine Alliance;GAVI
O|Coalition for Epidemic Preparedness Innovations|CEPI
O|Global Fund|The Global Fund to Fight AIDS, Tuberculosis and Malaria
O|Rotary International|Rotary
O|Salvation Army|The Salvation Army
O|Scouts|World Organization of the Scout Movement
O|Anonymous|
O|WikiLeaks|Wikileaks
O|Nobel Committee|Norwegian Nobel Committee
O|Nobel Foundation|
O|World Economic Forum|WEF
O|Club of Rome|
O|International Chamber of Commerce|
O|International Air Transport Association|IATA
O|International Organization for Standardization|ISO
O|Internet Engineering Task Force|IETF
O|World Wide Web Consortium|W3C
O|ICANN|Internet Corporation for Assigned Names and Numbers
O|Linux Foundation|
O|Apache Software Foundation|
O|Free Software Foundation|FSF
O|Roman Catholic Church|Catholic Church
O|Church of England|
O|Russian Orthodox Church|
O|Ecumenical Patriarchate|
O|Church of Jesus Christ of Latter-day Saints|LDS Church;Mormon Church
O|Southern Baptist Convention|
O|World Council of Churches|
O|Jehovah's Witnesses|
O|Falun Gong|
O|Scientology|Church of Scientology
# Scientific and professional bodies
O|Royal Society|
O|National Academy of Sciences|
O|National Academies of Sciences, Engineering, and Medicine|
O|American Association for the Advancement of Science|AAAS
O|Russian Academy of Sciences|
O|Chinese Academy of Sciences|CAS
O|Max Planck Society|Max Planck Institute
O|Fraunhofer Society|
O|CNRS|French National Centre for Scientific Research
O|CERN|European Organization for Nuclear Research
O|European Southern Observatory|ESO
O|International Astronomical Union|IAU
O|American Astronomical Society|AAS
O|Royal Astronomical Society|RAS
O|American Geophysical Union|AGU
O|American Chemical Society|ACS
O|American Physical Society|APS
O|Institute of Electrical and Electronics Engineers|IEEE
O|Association for Computing Machinery|ACM
O|American Medical Association|AMA
O|British Medical Association|BMA
O|American Academy of Pediatrics|AAP
O|American Heart Association|
O|American Cancer Society|
O|American Psychological Association|
O|American Bar Association|ABA
O|Law Society|
O|Royal College of Nursing|RCN
O|International Union of Geological Sciences|IUGS
O|World Organisation for Animal Health|WOAH;OIE
O|Wildlife Conservation Society|WCS
O|Smithsonian Institution|Smithsonian
O|National Geographic Society|
O|SETI Institute|
O|Planetary Society|The Planetary Society
O|Union of Concerned Scientists|
O|Bulletin of the Atomic Scientists|
O|International Institute for Strategic Studies|IISS
O|Stockholm International Peace Research Institute|SIPRI
O|Chatham House|Royal Institute of International Affairs
O|Brookings Institution|Brookings
O|Council on Foreign Relations|CFR
O|RAND Corporation|RAND
O|Heritage Foundation|
O|Cato Institute|
O|Pew Research Center|Pew
O|Carnegie Endowment for International Peace|
O|Atlantic Council|
O|Center for Strategic and International Studies|CSIS
O|Institute for the Study of War|ISW
O|Syrian Observatory for Human Rights|SOHR
O|Airwars|
O|Bellingcat Investigation Team|
O|Johns Hopkins Coronavirus Resource Center|
O|Institute for Health Metrics and Evaluation|IHME
O|Our World in Data|
O|Global Carbon Project|
O|Copernicus Climate Change Service|C3S
O|National Oceanic and Atmospheric Administration|NOAA
O|United States Geological Survey|USGS;US Geological Survey;U.S. Geological Survey
O|National Hurricane Center|NHC
O|National Weather Service|NWS
O|Japan Meteorological Agency|JMA
O|Met Office|
O|Pacific Tsunami Warning Center|PTWC
O|European-Mediterranean Seismological Centre|EMSC
O|GFZ German Research Centre for Geosciences|GFZ
O|Philippine Institute of Volcanology and Seismology|PHIVOLCS;Phivolcs
O|Indian Space Research Organisation|ISRO
O|China National Space Administration|CNSA
O|Japan Aerospace Exploration Agency|JAXA
O|Roscosmos|
O|Canadian Space Agency|CSA
O|UK Space Agency|
O|Australian Space Agency|
O|Space Telescope Science Institute|STScI
O|Jet Propulsion Laboratory|JPL
`;
