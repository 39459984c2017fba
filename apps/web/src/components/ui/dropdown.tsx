import { Menu } from './menu';
import type { MenuProps } from './menu';

/** A menu that also closes on an outside click, when focus leaves it, or on Escape anywhere (001 §4). */
export function Dropdown(props: Omit<MenuProps, 'dismissible'>) {
  return <Menu {...props} dismissible className={['dropdown', props.className].filter(Boolean).join(' ')} />;
}
