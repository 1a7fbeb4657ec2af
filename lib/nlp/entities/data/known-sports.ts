import "server-only";

/**
 * Sport: international federations, governing bodies, the major professional leagues and their
 * best-known clubs and teams, from general knowledge. Format: see `parseKnownLine` in ../known-entities.ts.
 */
export const KNOWN_SPORT_LINES = `
# International federations and governing bodies
O|International Olympic Committee|IOC
O|International Paralympic Committee|IPC
O|World Anti-Doping Agency|WADA
O|Court of Arbitration for Sport|CAS
O|FIFA|Fifa;Fédération Internationale de Football Association
O|UEFA|Uefa;Union of European Football Associations
O|CONMEBOL|Conmebol
O|CONCACAF|Concacaf
O|Confederation of African Football|CAF
O|Asian Football Confederation|AFC
O|Oceania Football Confederation|OFC
O|World Athletics|IAAF;International Association of Athletics Federations
O|FIBA|International Basketball Federation
O|FIVB|
O|World Aquatics|FINA
O|International Gymnastics Federation|FIG
O|International Tennis Federation|ITF
O|ATP|Association of Tennis Professionals;ATP Tour
O|WTA|Women's Tennis Association;WTA Tour
O|International Cricket Council|ICC
O|Board of Control for Cricket in India|BCCI
O|England and Wales Cricket Board|ECB
O|Cricket Australia|
O|World Rugby|International Rugby Board;IRB
O|Rugby Football Union|RFU
O|Rugby Football League|RFL
O|National Rugby League|NRL
O|Australian Football League|AFL
O|Union Cycliste Internationale|UCI
O|Fédération Internationale de l'Automobile|FIA
O|Formula One Group|Formula One Management
O|Fédération Internationale de Motocyclisme|FIM
O|International Ski Federation|FIS
O|International Skating Union|ISU
O|International Biathlon Union|IBU
O|International Judo Federation|IJF
O|World Boxing Association|WBA
O|World Boxing Council|WBC
O|International Boxing Federation|IBF
O|World Boxing Organization|WBO
O|Ultimate Fighting Championship|UFC
O|World Wrestling Entertainment|WWE
O|International Chess Federation|FIDE
O|PGA Tour|
O|LPGA|Ladies Professional Golf Association
O|LIV Golf|
O|DP World Tour|European Tour
O|The R&A|R&A
O|United States Golf Association|USGA
O|World Surf League|WSL
O|International Weightlifting Federation|IWF
O|World Archery|
O|World Triathlon|
O|International Handball Federation|IHF
O|International Hockey Federation|FIH
O|International Ice Hockey Federation|IIHF
O|World Sailing|
O|World Rowing|
O|Badminton World Federation|BWF
O|International Table Tennis Federation|ITTF
O|United States Olympic & Paralympic Committee|USOPC;United States Olympic Committee;USOC
O|British Olympic Association|
O|Russian Olympic Committee|ROC
O|USA Gymnastics|
O|USA Swimming|
O|USA Track & Field|USATF
O|U.S. Soccer|United States Soccer Federation;US Soccer
O|The Football Association|Football Association;The FA
O|Scottish Football Association|
O|Royal Spanish Football Federation|RFEF
O|German Football Association|DFB
O|French Football Federation|FFF
O|Italian Football Federation|FIGC
O|Brazilian Football Confederation|CBF
O|Argentine Football Association|AFA
O|Japan Football Association|JFA
O|Football Australia|
O|Athletics Kenya|
O|Ethiopian Athletics Federation|
O|NCAA|National Collegiate Athletic Association
# Leagues and competitions' organisers
O|National Basketball Association|NBA
O|Women's National Basketball Association|WNBA
O|National Football League|NFL
O|Major League Baseball|MLB
O|National Hockey League|NHL
O|Major League Soccer|MLS
O|National Women's Soccer League|NWSL
O|Canadian Football League|CFL
O|Premier League|English Premier League;EPL
O|English Football League|EFL
O|Scottish Premiership|Scottish Professional Football League;SPFL
O|La Liga|LaLiga
O|Bundesliga|
O|Serie A|
O|Ligue 1|
O|Eredivisie|
O|Primeira Liga|
O|Super Lig|Süper Lig
O|Russian Premier League|
O|Indian Premier League|IPL
O|Big Bash League|
O|Super Rugby|
O|Premiership Rugby|
O|Six Nations|Six Nations Championship
O|A-League|A-Leagues
O|J1 League|J.League
O|K League|
O|Chinese Super League|CSL
O|Saudi Pro League|
O|Liga MX|
O|Kontinental Hockey League|KHL
O|EuroLeague|Euroleague
O|NASCAR|
O|IndyCar|
O|Formula E|
# Clubs and teams
O|Manchester United|Man United;Man Utd
O|Manchester City|Man City
O|Liverpool F.C.|Liverpool FC
O|Chelsea F.C.|Chelsea FC
O|Arsenal F.C.|Arsenal;Arsenal FC
O|Tottenham Hotspur|Tottenham;Spurs
O|Newcastle United|
O|Aston Villa|
O|West Ham United|West Ham
O|Everton F.C.|Everton FC
O|Leeds United|
O|Leicester City|
O|Celtic F.C.|Celtic FC
O|Rangers F.C.|Rangers FC
O|Real Madrid|
O|FC Barcelona|Barça;Barca
O|Atletico Madrid|Atlético Madrid
O|Sevilla FC|
O|Valencia CF|
O|Bayern Munich|FC Bayern;Bayern München;Bayern
O|Borussia Dortmund|BVB
O|RB Leipzig|
O|Bayer Leverkusen|
O|Juventus|Juve
O|AC Milan|
O|Inter Milan|Internazionale;Inter
O|AS Roma|
O|SSC Napoli|Napoli
O|Lazio|SS Lazio
O|Paris Saint-Germain|PSG
O|Olympique de Marseille|Marseille FC;OM
O|Olympique Lyonnais|Lyon FC
O|AS Monaco|
O|Ajax|AFC Ajax
O|PSV Eindhoven|PSV
O|Feyenoord|
O|Benfica|SL Benfica
O|FC Porto|
O|Sporting CP|Sporting Lisbon
O|Galatasaray|
O|Fenerbahce|Fenerbahçe
O|Besiktas|Beşiktaş
O|Spartak Moscow|
O|CSKA Moscow|
O|Zenit Saint Petersburg|Zenit
O|Shakhtar Donetsk|
O|Dynamo Kyiv|Dynamo Kiev
O|Red Star Belgrade|
O|Legia Warsaw|
O|Boca Juniors|
O|River Plate|
O|Flamengo|
O|Palmeiras|
O|Corinthians|
O|Santos FC|
O|Al Hilal|Al-Hilal
O|Al Nassr|Al-Nassr
O|Inter Miami|Inter Miami CF
O|LA Galaxy|
O|Los Angeles Lakers|Lakers
O|Boston Celtics|Celtics
O|Golden State Warriors|Warriors
O|Chicago Bulls|Bulls
O|Miami Heat|
O|New York Knicks|Knicks
O|Brooklyn Nets|Nets
O|Philadelphia 76ers|76ers;Sixers
O|Milwaukee Bucks|Bucks
O|Toronto Raptors|Raptors
O|Dallas Mavericks|Mavericks;Mavs
O|Denver Nuggets|Nuggets
O|Phoenix Suns|
O|San Antonio Spurs|
O|Houston Rockets|Rockets
O|Los Angeles Clippers|Clippers
O|Cleveland Cavaliers|Cavaliers;Cavs
O|Oklahoma City Thunder|
O|Utah Jazz|
O|Charlotte Hornets|Hornets
O|New England Patriots|
O|Kansas City Chiefs|
O|Dallas Cowboys|Cowboys
O|Green Bay Packers|Packers
O|Pittsburgh Steelers|Steelers
O|San Francisco 49ers|49ers
O|Tampa Bay Buccaneers|Buccaneers
O|Philadelphia Eagles|
O|New York Giants|
O|New York Jets|
O|Buffalo Bills|
O|Baltimore Ravens|Ravens
O|Washington Commanders|Washington Redskins;Washington Football Team
O|Los Angeles Rams|
O|Seattle Seahawks|Seahawks
O|New York Yankees|Yankees
O|Boston Red Sox|Red Sox
O|Los Angeles Dodgers|Dodgers
O|Chicago Cubs|Cubs
O|San Francisco Giants|
O|Houston Astros|Astros
O|New York Mets|Mets
O|Atlanta Braves|
O|St. Louis Cardinals|
O|Toronto Blue Jays|Blue Jays
O|Washington Nationals|
O|Montreal Canadiens|Canadiens
O|Toronto Maple Leafs|Maple Leafs
O|Edmonton Oilers|Oilers
O|Pittsburgh Penguins|
O|Chicago Blackhawks|Blackhawks
O|Boston Bruins|Bruins
O|Vegas Golden Knights|Golden Knights
O|Tampa Bay Lightning|
O|Mumbai Indians|
O|Chennai Super Kings|
O|Royal Challengers Bangalore|Royal Challengers Bengaluru
O|Kolkata Knight Riders|
O|All Blacks|New Zealand national rugby union team
O|Wallabies|Australia national rugby union team
O|Springboks|South Africa national rugby union team
O|British & Irish Lions|British and Irish Lions
O|Harlem Globetrotters|
O|Scuderia Ferrari|Ferrari F1
O|Mercedes-AMG Petronas F1 Team|Mercedes F1
O|Red Bull Racing|
O|McLaren|McLaren F1
O|Team Sky|Team Ineos;Ineos Grenadiers
O|Jumbo-Visma|Team Visma
O|UAE Team Emirates|
`;
