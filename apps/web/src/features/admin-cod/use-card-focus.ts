import {
  useLayoutEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const CARD = '[data-desk-card]';
/** The control Enter reaches first (the call), else the card's first one. */
const ENTRY = '[data-card-entry]';
/** Where a control's own tabindex waits while the card is closed to Tab ('' when it had none). */
const PARKED = 'data-parked-tabindex';

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable);

/** Moves the focus to the card `step` away from `card` in the page (the held one is first). */
function focusCard(card: HTMLElement, step: 1 | -1) {
  const cards = [...document.querySelectorAll<HTMLElement>(CARD)];
  cards[cards.indexOf(card) + step]?.focus();
}

/**
 * An order card as one tab stop (issue 46: the next order was 10 Tab presses away). Its controls
 * leave the Tab order until the focus is inside the card: Tab goes card to card, J/K and ↓/↑
 * too; Enter on the card reaches its first action (`data-card-entry`: the call), and from there
 * Tab walks its controls; Escape comes back to the card. A click or a shortcut that focuses a
 * control opens it too.
 */
export function useCardFocus(ref: RefObject<HTMLElement | null>) {
  const [inside, setInside] = useState(false);

  // Every render, as a new control (the call-back field, the details) may have appeared.
  useLayoutEffect(() => {
    const card = ref.current;
    if (!card) return;
    if (inside) {
      for (const el of card.querySelectorAll<HTMLElement>(`[${PARKED}]`)) {
        const own = el.getAttribute(PARKED);
        if (own) el.setAttribute('tabindex', own);
        else el.removeAttribute('tabindex');
        el.removeAttribute(PARKED);
      }
      return;
    }
    for (const el of card.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (el.hasAttribute(PARKED)) continue;
      el.setAttribute(PARKED, el.getAttribute('tabindex') ?? '');
      el.setAttribute('tabindex', '-1');
    }
  });

  const onFocus = (event: FocusEvent<HTMLElement>) =>
    setInside(event.target !== event.currentTarget);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setInside(false);
  };

  /** The card's own keys; true when the key was taken. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    const card = event.currentTarget;
    const onCard = event.target === card;
    const key = event.key;
    if (key === 'Escape' && !onCard) {
      card.focus();
    } else if (key === 'Enter' && onCard) {
      (
        card.querySelector<HTMLElement>(ENTRY) ?? card.querySelector<HTMLElement>(CONTROLS)
      )?.focus();
    } else if ((key === 'ArrowDown' || key === 'ArrowUp') && onCard) {
      focusCard(card, key === 'ArrowDown' ? 1 : -1);
    } else if (
      (key === 'j' || key === 'k' || key === 'J' || key === 'K') &&
      !isTyping(event.target)
    ) {
      focusCard(card, key.toLowerCase() === 'j' ? 1 : -1);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  return { inside, cardProps: { 'data-desk-card': '', onFocus, onBlur }, onKeyDown };
}
