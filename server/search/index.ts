/** What the rest of the server uses of the search: the kept answers and their headers. */
export { type Coding, type EncodedAnswer, SearchAnswerCache } from "./answer-cache";
export { answerHeaders, ENCODINGS, searchRoutes } from "./routes";
