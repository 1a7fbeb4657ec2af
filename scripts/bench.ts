// `npm run bench -- <name>`: benchmarks print a table and write a JSON report to artifacts/bench/.
import { alertsBench } from "./bench/alerts";
import { analyzeSpeedBench } from "./bench/analyze-speed";
import { clusterBench } from "./bench/cluster";
import { entityQualityBench } from "./bench/entity-quality";
import { fuzzBench } from "./bench/fuzz";
import { graphBench } from "./bench/graph";
import { loadBench } from "./bench/load";
import { heatBench } from "./bench/heat";
import { languageBench } from "./bench/language";
import { pipelineBench } from "./bench/pipeline";
import { quoteQualityBench } from "./bench/quote-quality";
import { scaleBench } from "./bench/scale";
import { searchBench } from "./bench/search";
import { storiesBench } from "./bench/stories";

const BENCHES: Record<string, (args: string[]) => Promise<void>> = {
  alerts: alertsBench,
  analyze: analyzeSpeedBench,
  cluster: clusterBench,
  fuzz: fuzzBench,
  graph: graphBench,
  load: loadBench,
  heat: heatBench,
  language: languageBench,
  pipeline: pipelineBench,
  quality: entityQualityBench,
  quotes: quoteQualityBench,
  scale: scaleBench,
  search: searchBench,
  stories: storiesBench,
};

const [name, ...args] = process.argv.slice(2);
const bench = name ? BENCHES[name] : undefined;
if (!bench) {
  console.error(`usage: npm run bench -- <${Object.keys(BENCHES).join("|")}>`);
  process.exit(2);
}
bench(args).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
