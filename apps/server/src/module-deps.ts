import type Provider from 'oidc-provider';
import type { AppDeps } from './app';
import type { Adapters } from './adapters/registry';
import type { Clock } from './lib/clock';
import type { Mailer } from './modules/mail/mailer';
import type { ServerSecrets } from './modules/secrets/secrets.service';

/** What every feature module receives: the app's dependencies, resolved. */
export interface ModuleDeps extends AppDeps {
  clock: Clock;
  mailer: Mailer;
  secrets: ServerSecrets;
  provider: Provider;
  adapters: Adapters;
}
