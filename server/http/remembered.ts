/**
 * A reading of a request header, remembered per distinct text. Browsers send a handful of
 * distinct values and the fast paths read them on every request; the memory is emptied
 * when full, so odd headers cannot grow it.
 */
export function rememberedPerHeader<Value>(read: (header: string) => Value, size = 64): (header: string) => Value {
  const remembered = new Map<string, Value>();
  return (header) => {
    let value = remembered.get(header);
    if (value === undefined) {
      value = read(header);
      if (remembered.size >= size) remembered.clear();
      remembered.set(header, value);
    }
    return value;
  };
}
