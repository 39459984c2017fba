import { LoginEntry } from '../../features/auth';

/** The login entry (000 §2): hosted sign-in, or organization sign-in with ?organization=slug. */
export function LoginPage() {
  return <LoginEntry />;
}
