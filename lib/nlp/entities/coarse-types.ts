import type { TEntityType } from "../types";
import type { TEntityLabel } from "./model/perceptron";

/** Coarse type (PER, LOC, ORG) of each fine entity type, as the tagger, the decision and the benchmarks read them. */
export const COARSE: Partial<Record<TEntityType, TEntityLabel>> = {
  Person: "PER",
  Country: "LOC",
  City: "LOC",
  Region: "LOC",
  Site: "LOC",
  Organization: "ORG",
  Company: "ORG",
  Publisher: "ORG",
};
