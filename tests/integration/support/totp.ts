import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;

/** The code an authenticator app would show for `secret`, `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0, now = Date.now()) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD }).generate({
    timestamp: now + steps * PERIOD * 1000,
  });
}

/**
 * Waits, if need be, until at least `margin` ms remain in the current step, so that a code
 * computed now is still for the same step when the server checks it.
 */
export async function awaitFreshStep(margin = 4000) {
  const left = PERIOD * 1000 - (Date.now() % (PERIOD * 1000));
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
