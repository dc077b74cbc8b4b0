/** The owner's contacts, tags and audit log: what other parts of the API use of it. */
export { purgeOldAuditEntries, recordAudit } from "./audit";
export { csvLine, UTF8_BOM } from "./csv";
