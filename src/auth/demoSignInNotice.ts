// A notice the demo back-end leaves for the page that finishes the sign-in (the password of an
// account made before passwords were checked was just set), read once.
let notice: string | null = null;

export function leaveSignInNotice(text: string): void {
  notice = text;
}

export function takeSignInNotice(): string | null {
  const text = notice;
  notice = null;
  return text;
}
