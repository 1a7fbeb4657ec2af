import { tokenizeText } from "@/lib/nlp/entities/tokenize-text";
import { findNameSpans } from "@/lib/nlp/entities/find-name-spans";
import { descriptorCues } from "@/lib/nlp/entities/descriptor-cues";
import { isDemonym } from "@/lib/nlp/geo/country-gazetteer";
import { findCities } from "@/lib/nlp/geo/city-gazetteer";
const text = "Tesco has suffered losses, as customer preference has shifted to smaller discount stores like Biedronka and LIDL. The Sunday trade ban hurt.";
const tokens = tokenizeText(text);
for (const s of findNameSpans(tokens)) console.log(s.text, descriptorCues(tokens, s.first, s.last), tokens[s.first]!.sentence);
console.log(isDemonym("Korean"), isDemonym("South Korean"), isDemonym("Thai"), findCities("LIDL").length);
