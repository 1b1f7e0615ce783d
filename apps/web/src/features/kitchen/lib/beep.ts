/** The AudioContext of the board, made on the first user gesture (browsers allow sound only after one). */
let context: AudioContext | null = null;

/**
 * Unlocks sound (issue 17: a new order rings, after the first click browsers require): makes or
 * resumes the board's AudioContext. Call it from a click handler. False where Web Audio is missing.
 */
export function unlockSound(): boolean {
  const Ctor = typeof window !== 'undefined' ? window.AudioContext : undefined;
  if (!Ctor) return false;
  context ??= new Ctor();
  void context.resume();
  return true;
}

/**
 * A short two-tone beep (about 0.4 s, 880 Hz then 1320 Hz) — a new order on the board (issue 17).
 * Silent until unlockSound ran.
 */
export function beep(): void {
  if (context?.state !== 'running') return;
  const now = context.currentTime;
  for (const [i, freq] of [880, 1320].entries()) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + i * 0.2);
    gain.gain.exponentialRampToValueAtTime(0.3, now + i * 0.2 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.2 + 0.18);
    osc.connect(gain).connect(context.destination);
    osc.start(now + i * 0.2);
    osc.stop(now + i * 0.2 + 0.2);
  }
}
