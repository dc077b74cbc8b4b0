/** The dashboard's overview figures and cancellations list. */
export { adminRoutes } from "./routes";
