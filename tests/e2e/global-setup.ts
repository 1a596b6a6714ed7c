/**
 * Runs once, after Playwright has seen the storefront answer: the platform starts beside it and
 * may still be seeding the demo then, so no test starts before the platform says it is ready.
 */
import { PLATFORM } from './hosted-login-helpers';

const HEALTH = `${PLATFORM}/healthz`;
const DEADLINE_MS = 60_000;
const BETWEEN_TRIES_MS = 100;

export default async function waitForThePlatform(): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const status = await fetch(HEALTH).then(
      (response) => response.status,
      (error: Error) => error.message,
    );
    if (status === 200) return;
    last = String(status);
    await new Promise((resolve) => setTimeout(resolve, BETWEEN_TRIES_MS));
  }
  throw new Error(
    `The platform did not answer ${HEALTH} with 200 within ${DEADLINE_MS / 1000} s (last: ${last})`,
  );
}
