/* eslint-disable no-console -- a command-line tool prints */
import { loadConfig } from '../src/config';
import { rotateKeyFileDataKey } from '../src/modules/secrets/secrets.service';

/**
 * `npm run rotate-data-key`: makes a new data-encryption key current in the key file ($DATA_DIR/secrets.json).
 * The old keys stay in the file and keep opening what they sealed; the re-seal job moves every value to the
 * new key when the server next starts (decision 025). With DATA_ENCRYPTION_KEY set, rotate that instead: set
 * the new key and list the old one in DATA_ENCRYPTION_KEY_PREVIOUS.
 */
function main() {
  const config = loadConfig();
  if (config.DATA_ENCRYPTION_KEY) {
    console.error(
      'DATA_ENCRYPTION_KEY is set, so the key file does not seal anything: set a new DATA_ENCRYPTION_KEY and ' +
        'list the old one in DATA_ENCRYPTION_KEY_PREVIOUS, then restart.',
    );
    process.exit(1);
  }
  let id: string;
  try {
    id = rotateKeyFileDataKey(config.DATA_DIR);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(
    `New data-encryption key ${id} is current. Restart the server: it re-seals every value under it.`,
  );
}

main();
