import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type Role = 'anon' | 'authenticated' | 'service_role';
export type Claims = JWTPayload & { role: Role; [key: string]: unknown };

const ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /** Verifies an HS256 token; `alg: none`, other algorithms and other secrets are refused. */
    async verify(token: string): Promise<Claims> {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (typeof payload.role !== 'string' || !ROLES.includes(payload.role)) {
        throw new Error('JWT role is not one of anon, authenticated or service_role');
      }
      return payload as Claims;
    },
    sign(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(key);
    },
  };
}

export type Jwt = ReturnType<typeof createJwt>;
