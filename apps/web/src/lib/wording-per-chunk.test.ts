import { describe, expect, it } from 'vitest';
import { keysNamedIn, keysTheServerSends, packOf, registration } from '../../vite-wording';
import { WORDING_QUEUE } from './wording-queue';

const catalogue = {
  'shell.title': 'Credence',
  'wallet.state.active': 'Active',
  'wallet.state.expired': 'Expired',
  'wallet.title': 'Wallet',
  'editor.new-job': 'New job',
  'editor.new-training': 'New training',
  'documents.title': 'Documents',
  'email.subject': 'Hello',
  'auth.page.title': 'Sign in',
  'validation.required': 'Required',
};

describe('the wording a built chunk carries (decision 067)', () => {
  it('is each key its code names as a literal, with any quote a minifier leaves', () => {
    expect(keysNamedIn(`t("shell.title");t('wallet.title');t(\`documents.title\`)`, catalogue)).toEqual(
      new Set(['shell.title', 'wallet.title', 'documents.title']),
    );
  });

  it('is every key a template or a concatenation builds from a start ending in a dot or a hyphen', () => {
    expect(keysNamedIn('t(`wallet.state.${e.kind}`)', catalogue)).toEqual(
      new Set(['wallet.state.active', 'wallet.state.expired']),
    );
    expect(keysNamedIn('t("editor.new-"+type)', catalogue)).toEqual(
      new Set(['editor.new-job', 'editor.new-training']),
    );
  });

  it('is nothing for prose, identifiers or a key named only inside a longer text', () => {
    const code =
      'const s="Every one of your documents. The rest";wallet.title=1;const u="/shell.title/x";' +
      'const v=`a ${x} wallet.state.`;';
    expect(keysNamedIn(code, catalogue)).toEqual(new Set());
  });

  it('is written as one statement that queues the catalogue text for the app', () => {
    const pack = packOf(new Set(['wallet.title', 'shell.title']), catalogue);
    expect(pack).toEqual({ 'shell.title': 'Credence', 'wallet.title': 'Wallet' });
    const scope: Record<string, unknown> = {};
    new Function('globalThis', registration(pack))(scope);
    expect(scope[WORDING_QUEUE]).toEqual([pack]);
  });

  it("adds the keys the server sends, but not those only the server's own pages and mails use", () => {
    const server = `reply.code(400).send({ message: 'validation.required' }); t('email.subject'); t("auth.page.title"); const x = 'shell.titles';`;
    expect(keysTheServerSends(server, catalogue)).toEqual(new Set(['validation.required']));
  });
});
