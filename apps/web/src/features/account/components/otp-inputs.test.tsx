import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyCode, OtpInputs } from './otp-inputs';

function Harness() {
  const [code, setCode] = useState(emptyCode);
  return (
    <>
      <OtpInputs value={code} onChange={setCode} />
      <output>{code.join('')}</output>
    </>
  );
}

function setup() {
  render(<Harness />);
  const boxes = screen.getAllByRole<HTMLInputElement>('textbox');
  return { boxes, user: userEvent.setup(), code: () => screen.getByRole('status').textContent };
}

describe('code boxes (SPEC.md §4–5 code entry)', () => {
  it('shows six boxes, each labelled with its place', () => {
    const { boxes } = setup();
    expect(boxes).toHaveLength(6);
    screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' });
    screen.getByRole('textbox', { name: 'Chiffre 6 sur 6' });
  });

  it('takes one digit per box and moves the focus on after each digit', async () => {
    const { boxes, user, code } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('4');
    expect(document.activeElement).toBe(boxes[1]);
    await user.keyboard('2');
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('9');
    expect(boxes.map((b) => b.value)).toEqual(['4', '2', '9', '', '', '']);
    expect(code()).toBe('429');
  });

  it('strips anything that is not a digit and keeps the focus where it was', async () => {
    const { boxes, user, code } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('a');
    await user.keyboard('-');
    await user.keyboard(' ');
    expect(boxes[0]!.value).toBe('');
    expect(document.activeElement).toBe(boxes[0]);
    await user.keyboard('x7');
    expect(boxes[0]!.value).toBe('7');
    expect(document.activeElement).toBe(boxes[1]);
    expect(code()).toBe('7');
  });

  it('goes back to the previous box on Backspace in an empty box, clearing it', async () => {
    const { boxes, user, code } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes[3]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[2]);
    expect(code()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[1]);
    expect(code()).toBe('1');
    await user.keyboard('5');
    expect(boxes.map((b) => b.value)).toEqual(['1', '5', '', '', '', '']);
  });

  it('does not leave the first box on Backspace', async () => {
    const { boxes, user } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('fills every box from a pasted 6-digit code, wherever it is pasted', async () => {
    const { boxes, user, code } = setup();
    await user.click(boxes[3]!);
    await user.paste('482 913');
    expect(boxes.map((b) => b.value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(code()).toBe('482913');
    expect(document.activeElement).toBe(boxes[5]);
  });

  it('replaces the digit of a filled box when typing over it', async () => {
    const { boxes, user, code } = setup();
    await user.click(boxes[0]!);
    await user.paste('111111');
    await user.click(boxes[2]!);
    await user.keyboard('7');
    expect(code()).toBe('117111');
    expect(document.activeElement).toBe(boxes[3]);
  });

  it('fills every box when the whole code is typed into one box at once (autofill)', async () => {
    const { boxes, code } = setup();
    // An SMS autofill writes the whole code into the focused field.
    fireEvent.change(boxes[0]!, { target: { value: '654321' } });
    expect(boxes.map((b) => b.value)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(code()).toBe('654321');
  });
});
