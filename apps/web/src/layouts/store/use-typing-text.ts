import { useEffect, useState } from 'react';
import { TYPING_PAUSE_MS, TYPING_SPEED_MS } from '../../lib/ui-constants';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * SPEC.md §9 search-bar animation: types each example at 50 ms a character, pauses 1000 ms,
 * erases it and moves to the next, forever. With reduced motion the words simply alternate.
 */
export function useTypingText(
  words: readonly string[],
  speed = TYPING_SPEED_MS,
  pause = TYPING_PAUSE_MS,
): string {
  const [step, setStep] = useState({ index: 0, length: 0, erasing: false });
  const [reduced] = useState(prefersReducedMotion);
  const word = words[step.index % words.length] ?? '';

  useEffect(() => {
    const nextWord = { index: (step.index + 1) % words.length, length: 0, erasing: false };
    let delay = speed;
    let next = step;
    if (reduced) {
      delay = pause * 2;
      next = nextWord;
    } else if (!step.erasing && step.length < word.length) {
      next = { ...step, length: step.length + 1 };
    } else if (!step.erasing) {
      delay = pause;
      next = { ...step, erasing: true };
    } else if (step.length > 0) {
      next = { ...step, length: step.length - 1 };
    } else {
      next = nextWord;
    }
    const timer = setTimeout(() => setStep(next), delay);
    return () => clearTimeout(timer);
  }, [step, word, words.length, speed, pause, reduced]);

  return reduced ? word : word.slice(0, step.length);
}
