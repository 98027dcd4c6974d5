import classes from './scan-feedback.module.css';

/**
 * A scan confirms itself: a short beep (Web Audio, no sound file) and a green flash of the window,
 * so the person at the counter knows without looking at the screen that the code was read.
 */

let audio: AudioContext | null = null;

const beep = () => {
  const Context =
    window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 1760;
    const now = audio.currentTime;
    gain.gain.setValueAtTime(0.08, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.12);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.12);
  } catch {
    // No sound (no audio device, or the browser refuses): the flash still confirms the scan.
  }
};

const flash = () => {
  const overlay = document.createElement('div');
  overlay.className = classes.flash ?? '';
  overlay.dataset.testid = 'scan-flash';
  overlay.setAttribute('aria-hidden', 'true');
  document.body.append(overlay);
  const remove = () => overlay.remove();
  overlay.addEventListener('animationend', remove, { once: true });
  // Without animations (tests, reduced motion in some browsers) the overlay still goes.
  window.setTimeout(remove, 1000);
};

/** A short sound and a visible flash: a barcode was read. */
export function confirmScan(): void {
  beep();
  flash();
}
