import type { AuthClient } from './sign-in';

/** Signs out on the server, and locally even when the server cannot be reached. */
export async function signOut(client: AuthClient): Promise<void> {
  try {
    const { error } = await client.auth.signOut();
    if (!error) return;
    console.error('Sign-out failed on the server; signing out locally:', error.message);
  } catch (error) {
    console.error('Sign-out failed on the server; signing out locally:', error);
  }
  await client.auth.signOut({ scope: 'local' });
}
