/** The cancellation page's call (§ 312k BGB), open without an account. */
export { cancellationRoutes } from "./routes";
