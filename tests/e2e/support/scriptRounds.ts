// Counts the sequential rounds of script requests a page makes, structurally: every script request
// is held back until the test releases it, one round at a time. The scripts requested while round n
// is held are round n + 1, since only code that has arrived can ask for more; a chain of lazy chunks
// (A loads B, which then loads C) therefore shows as one round per link, however fast the network is.
import type { Page, Route } from '@playwright/test';

/** How long nothing new must be asked for before the held requests count as one round. */
const QUIET_MS = 750;

const isScript = (route: Route): boolean => route.request().resourceType() === 'script';

/** Resolves true once the page's main thread has been idle, false if the page is between documents. */
async function pageIsIdle(page: Page): Promise<boolean> {
  try {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `navigate`, releasing its script requests round by round until the page asks for nothing
 * more, and returns each round's script paths in order.
 */
export async function scriptRounds(
  page: Page,
  navigate: () => Promise<unknown>,
): Promise<string[][]> {
  const held: Route[] = [];
  let lastHeldAt = Date.now();
  await page.route('**/*', async (route) => {
    if (!isScript(route)) {
      await route.continue();
      return;
    }
    held.push(route);
    lastHeldAt = Date.now();
  });
  const navigation = navigate();
  const rounds: string[][] = [];
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    if (Date.now() - lastHeldAt < QUIET_MS) continue;
    // Quiet is not enough on a busy machine: the page may still be running the last round's code,
    // which is what asks for the next round. Only a page that is idle has nothing more to ask for.
    if (held.length === 0 && (await pageIsIdle(page)) && held.length === 0) break;
    if (held.length === 0) continue;
    const round = held.splice(0);
    rounds.push(round.map((route) => new URL(route.request().url()).pathname));
    lastHeldAt = Date.now();
    await Promise.all(round.map((route) => route.continue()));
  }
  await navigation;
  await page.unroute('**/*');
  return rounds;
}
