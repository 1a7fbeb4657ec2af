/**
 * International bodies under their names in French, German, Spanish, Italian, Portuguese and Dutch,
 * in the reference-list line format of lib/nlp/entities/known-entities.ts
 * (`kind|Canonical name|alias;alias`). The canonical names are those of the English lists
 * (data/known-international.ts), so "Nations unies", "Vereinte Nationen" and "Naciones Unidas" resolve
 * to the same United Nations entity as English text. Written by hand from the bodies' own names in
 * those languages; inflected forms that news use for the name itself are listed ("Vereinten Nationen").
 * Acronyms that are common English abbreviations (CPI, CIO, UA, PAM, BCE) are left out: these forms are
 * looked up in English text too.
 */
export const KNOWN_MULTILINGUAL_LINES = `
O|United Nations|Nations unies;Nations Unies;Organisation des Nations unies;ONU;Vereinte Nationen;Vereinten Nationen;UNO;Naciones Unidas;Organización de las Naciones Unidas;Nazioni Unite;Nações Unidas;Verenigde Naties
O|UN Security Council|Conseil de sécurité de l'ONU;UN-Sicherheitsrat;Consejo de Seguridad de la ONU
O|World Health Organization|Organisation mondiale de la santé;OMS;Weltgesundheitsorganisation;Organización Mundial de la Salud;Organizzazione mondiale della sanità;Organização Mundial da Saúde;Wereldgezondheidsorganisatie
O|World Food Programme|Programme alimentaire mondial;Welternährungsprogramm;Programa Mundial de Alimentos;Programma alimentare mondiale
O|UNHCR|Haut-Commissariat des Nations unies pour les réfugiés;Flüchtlingshilfswerk;UN-Flüchtlingshilfswerk;ACNUR
O|International Monetary Fund|Fonds monétaire international;FMI;Internationaler Währungsfonds;Internationale Währungsfonds;IWF;Fondo Monetario Internacional;Fondo monetario internazionale;Fundo Monetário Internacional
O|World Bank|Banque mondiale;Weltbank;Banco Mundial;Banca mondiale
O|World Trade Organization|Organisation mondiale du commerce;OMC;Welthandelsorganisation;Organización Mundial del Comercio
O|European Union|Union européenne;UE;Europäische Union;Europäischen Union;Unión Europea;Unione europea;União Europeia;Europese Unie
O|European Commission|Commission européenne;Europäische Kommission;EU-Kommission;Comisión Europea;Commissione europea;Comissão Europeia;Europese Commissie
O|European Parliament|Parlement européen;Europäisches Parlament;Europaparlament;Parlamento Europeo;Parlamento europeo;Parlamento Europeu;Europees Parlement
O|European Central Bank|Banque centrale européenne;Europäische Zentralbank;Europäischen Zentralbank;EZB;Banco Central Europeo;Banca centrale europea;Banco Central Europeu;Europese Centrale Bank
O|Council of Europe|Conseil de l'Europe;Europarat;Consejo de Europa
O|North Atlantic Treaty Organization|OTAN;Organisation du traité de l'Atlantique nord;Organización del Tratado del Atlántico Norte
O|Organisation for Economic Co-operation and Development|OCDE;Organisation de coopération et de développement économiques
O|International Atomic Energy Agency|Agence internationale de l'énergie atomique;AIEA;Internationale Atomenergiebehörde;IAEO;Organismo Internacional de Energía Atómica;OIEA
O|International Criminal Court|Cour pénale internationale;Internationaler Strafgerichtshof;Corte Penal Internacional;Corte penale internazionale
O|International Committee of the Red Cross|Comité international de la Croix-Rouge;CICR;Internationales Komitee vom Roten Kreuz;IKRK;Comité Internacional de la Cruz Roja
O|Red Cross|Croix-Rouge;Rotes Kreuz;Roten Kreuz;Rote Kreuz;Cruz Roja;Croce Rossa;Cruz Vermelha;Rode Kruis
O|African Union|Union africaine;Afrikanische Union;Unión Africana;Unione africana;União Africana
O|Economic Community of West African States|Cédéao;CEDEAO;Communauté économique des États de l'Afrique de l'Ouest;Westafrikanische Wirtschaftsgemeinschaft
O|Arab League|Ligue arabe;Arabische Liga;Liga Árabe;Lega araba
O|Organization of American States|Organización de los Estados Americanos;OEA;Organisation des États américains
O|International Olympic Committee|Comité international olympique;Internationales Olympisches Komitee;IOK;Comité Olímpico Internacional
O|Medecins Sans Frontieres|Médecins Sans Frontières;Ärzte ohne Grenzen;Médicos Sin Fronteras;Medici senza frontiere;Artsen zonder Grenzen
`;
