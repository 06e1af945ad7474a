import { fileURLToPath } from 'node:url';

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/** Maps workspace packages to their sources so tests never need a prior build. */
export const porchlightAliases = {
  '@porchlight/client': src('client'),
  '@porchlight/webhooks': src('webhooks'),
  '@porchlight/fake-api': src('fake-api'),
  '@porchlight/react': src('react'),
};
