import { afterEach, expect, it, vi } from 'vitest';
import { loadScript } from './load-script';
import { MESSENGER_GLOBAL, loadMessengerWidget, widgetScriptUrl } from './messenger-widget';

const config = { appId: 'app 1', apiBase: 'https://chat.example.com' };
const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  for (const script of scripts()) script.remove();
});

it('adds the script once per source, and lets a failed one be tried again', async () => {
  const first = loadScript('https://cdn.example.com/a.js');
  const again = loadScript('https://cdn.example.com/a.js');
  expect(again).toBe(first);
  expect(scripts().map((script) => script.src)).toEqual(['https://cdn.example.com/a.js']);
  scripts()[0]?.dispatchEvent(new Event('load'));
  await expect(first).resolves.toBeUndefined();

  const failing = loadScript('https://cdn.example.com/b.js');
  scripts()[1]?.dispatchEvent(new Event('error'));
  await expect(failing).rejects.toThrow('Could not load https://cdn.example.com/b.js');
  expect(scripts()).toHaveLength(1);
  void loadScript('https://cdn.example.com/b.js');
  expect(scripts()).toHaveLength(2);
});

it('loads the vendor script from the API base and drives the messenger through its commands', async () => {
  expect(widgetScriptUrl(config)).toBe('https://chat.example.com/widget/app%201');
  const messenger = vi.fn();
  vi.stubGlobal(MESSENGER_GLOBAL, messenger);
  const loading = loadMessengerWidget(config);
  const script = scripts().find((candidate) => candidate.src === widgetScriptUrl(config));
  expect(script?.async).toBe(true);
  script?.dispatchEvent(new Event('load'));
  const widget = await loading;
  widget.boot({ app_id: 'app 1', api_base: config.apiBase, user_id: 'u1' });
  widget.update({ name: 'Ada' });
  widget.shutdown();
  expect(messenger.mock.calls).toEqual([
    ['boot', { app_id: 'app 1', api_base: config.apiBase, user_id: 'u1' }],
    ['update', { name: 'Ada' }],
    ['shutdown'],
  ]);
});

it('fails when the script did not define the messenger', async () => {
  const other = { ...config, appId: 'app-2' };
  const loading = loadMessengerWidget(other);
  scripts()
    .find((candidate) => candidate.src === widgetScriptUrl(other))
    ?.dispatchEvent(new Event('load'));
  await expect(loading).rejects.toThrow('did not start');
});
