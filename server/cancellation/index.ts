/** The cancellation page's records: what other parts of the API show of them. */
export { cancellationColumns, cancellationsOf } from "./records";
export { carryOutByOwner } from "./routes";
export { contractEndOf } from "./end-date";
