// '¿Estos datos son tuyos?': the demo back-end asks it while a sign-in is still under way, and the
// login and register pages draw it (LeftoverDataQuestion) from this store.
import { proxy } from 'valtio';

export const leftoverQuestion = proxy<{ open: boolean }>({ open: false });

let answer: ((mine: boolean) => void) | null = null;

/** Opens the question and resolves with the member's answer. */
export function askAboutLeftoverData(): Promise<boolean> {
  answer?.(false);
  leftoverQuestion.open = true;
  return new Promise((resolve) => {
    answer = resolve;
  });
}

export function answerLeftoverQuestion(mine: boolean): void {
  leftoverQuestion.open = false;
  const resolve = answer;
  answer = null;
  resolve?.(mine);
}
