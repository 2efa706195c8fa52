/** True when `error` (or one of its causes) is PostgreSQL's unique violation of the named index. */
export function isUniqueViolation(error: unknown, constraint: string) {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (name === constraint || (typeof message === 'string' && message.includes(constraint))))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
