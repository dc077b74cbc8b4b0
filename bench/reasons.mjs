// Why a budget is missed, per budget id (budgets.mjs), written by hand after a run and
// printed under "Reasons" whenever that budget is missed again. Keep each to the cause
// that was measured and the fix that remains.
export const REASONS = {};
