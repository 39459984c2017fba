// The component and the feature's styles, not its index: the index would bring every auth page into the
// entry, where this page is (decision 027). The other auth pages load later and reuse these styles.
import '../../features/auth/components/auth.css';
import { LoginEntry } from '../../features/auth/components/login-entry';

/** The login entry (000 §2): hosted sign-in, or organization sign-in with ?organization=slug. */
export function LoginPage() {
  return <LoginEntry />;
}
