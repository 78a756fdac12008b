// A short beep made with WebAudio (no audio file), played when new orders arrive.

type AudioContextCtor = new () => AudioContext;
let context: AudioContext | null = null;

export function beep(): void {
  const Ctor: AudioContextCtor | undefined = window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    // Browsers start a context suspended until the page had a user gesture; resuming may still be refused.
    if (context.state === "suspended") void context.resume().catch(() => undefined);
    const now = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "sine";
    oscillator.frequency.setValueAtTime(880, now);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.25, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.4);
  } catch {
    // Sound is a courtesy: a browser without audio must not break the menu.
  }
}
