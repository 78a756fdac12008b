// Codes that work only once (e-mail action codes, login tokens) are used once per page load, even when
// React's strict mode mounts a screen twice: the second mount gets the first attempt's result.
const attempts = new Map<string, Promise<unknown>>();

export function oneShot<T>(key: string, run: () => Promise<T>): Promise<T> {
  let attempt = attempts.get(key) as Promise<T> | undefined;
  if (!attempt) {
    attempt = run();
    attempts.set(key, attempt);
  }
  return attempt;
}
