/** `0x1234…cdef`: keeps `head` and `tail` characters; values short enough are returned whole. */
export function middleTruncate(value: string, head = 10, tail = 8): string {
  if (value.length <= head + tail + 1) return value;
  return `${value.slice(0, head)}…${value.slice(value.length - tail)}`;
}
