import { setFlagsFromString } from "node:v8";

/**
 * V8 moves an allocation site's objects straight into the old generation once many of them
 * survive a young collection. Under load, the short-lived objects of a request qualify, so
 * the old generation fills with garbage until a full collection: the heap grew to 130-190 MB
 * between collections instead of 40 MB, and the process's peak memory with it
 * (docs/decisions/030-memory-under-load.md). Set before the server allocates anything.
 */
setFlagsFromString("--no-allocation-site-pretenuring");
