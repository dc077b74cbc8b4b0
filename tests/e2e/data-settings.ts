/** The test server's data folder (its embedded database), emptied at every run. */
export const E2E_DATA_DIR = "data/e2e";
