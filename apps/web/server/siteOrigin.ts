/**
 * The site's public origin: `NEXTAUTH_URL` (sign-in, canonical URLs and the same-origin check
 * all use it), else `http://localhost:{PORT}` for the embedded default.
 *
 * @example
 * siteOrigin({ NEXTAUTH_URL: 'https://comic.example/' }); //=> 'https://comic.example'
 */
export function siteOrigin(env: Record<string, string | undefined>): string {
  return new URL(env.NEXTAUTH_URL ?? `http://localhost:${env.PORT ?? 3000}`).origin;
}
