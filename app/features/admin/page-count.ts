/** How many pages a list's answer has (at least one, an empty one). */
export function pageCount(list: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(list.total / list.pageSize));
}
