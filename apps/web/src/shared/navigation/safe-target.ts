/**
 * 000 §2.1: a navigation target that is null, undefined, empty, or the string 'null' or
 * 'undefined' (also as its last path segment, e.g. '/store/null' from a missing id) is invalid.
 */
export function isInvalidTarget(target: string | null | undefined): target is null | undefined {
  if (target == null) return true;
  const t = target.trim();
  if (t === '' || t === 'null' || t === 'undefined') return true;
  const path = t.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).at(-1);
  return last === 'null' || last === 'undefined';
}

/**
 * Navigates to `target` with `go`, or — when the target is invalid (isInvalidTarget) — logs it and
 * reloads the page instead (000 §2.1; decision 0037). `reload` is injectable for tests.
 */
export function goOrReload(
  go: (target: string) => void,
  target: string | null | undefined,
  reload: () => void = () => window.location.reload(),
): void {
  if (isInvalidTarget(target)) {
    console.warn('navigation to an invalid target, reloading instead:', target);
    reload();
    return;
  }
  go(target);
}
