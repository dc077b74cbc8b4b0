/** The member's lesson progress: what other parts of the API use of it. */
export { allowedMember, progressLimitKey } from "./routes";
export { readProgress } from "./store";
