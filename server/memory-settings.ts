import { setFlagsFromString } from "node:v8";

/**
 * V8 can allocate an allocation site's objects straight into the old generation once many
 * of them have survived young collections. Under load that filled the old generation with
 * garbage until a full collection: the heap grew to 130-190 MB between collections instead
 * of about 40 MB without it, and the process's peak memory with it
 * (docs/decisions/030-memory-under-load.md). Set as the server's own code starts, before it
 * serves.
 */
setFlagsFromString("--no-allocation-site-pretenuring");
