import type { Plugin } from 'vite';

/**
 * crypto-js's AES modules require MD5 and EvpKDF (which brings SHA-1) for one feature only: a
 * passphrase turned into a key and IV the way OpenSSL does. The envelope always passes the key's
 * bytes and its own IV (src/contract/envelope.ts), so in the app's build those two requires get an
 * empty module: about 1.5 kB gzipped off every first visit (issue 8, the app shell's budget). A
 * passphrase given to AES would fail with `EvpKDF` undefined, loudly. Node (the server, the tests)
 * loads crypto-js whole.
 */
const EMPTY = '\0crypto-js-unused-kdf';
const ASKS_FOR_KDF = /[\\/]crypto-js[\\/](?:aes|cipher-core)\.js$/;

export function cryptoJsWithoutPassphrase(): Plugin {
  return {
    name: 'fanvault:crypto-js-without-passphrase',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if ((source === './md5' || source === './evpkdf') && importer && ASKS_FOR_KDF.test(importer)) {
        return EMPTY;
      }
      return null;
    },
    load(id) {
      return id === EMPTY ? 'module.exports = {};' : null;
    },
  };
}
