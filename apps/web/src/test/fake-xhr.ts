import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * XMLHttpRequest for tests: sends the request through the (mocked) global fetch, so the same fake server
 * answers uploads, and reports upload progress in two steps (half, then all) before the answer arrives.
 */
export class FetchBackedXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  /** When set, the upload stops half way until it settles (to look at the progress shown). */
  static halfway: Promise<void> | null = null;

  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: Listener; onload: Listener } = { onprogress: null, onload: null };
  onload: Listener = null;
  onerror: Listener = null;
  ontimeout: Listener = null;
  onabort: Listener = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private answerHeaders = '';
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getAllResponseHeaders() {
    return this.answerHeaders;
  }

  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  send(body: unknown) {
    FetchBackedXhr.sent.push({ method: this.method, url: this.url, headers: { ...this.headers }, body });
    const progress = (loaded: number) =>
      this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 }));
    void (async () => {
      progress(50);
      await (FetchBackedXhr.halfway ?? Promise.resolve());
      progress(100);
      this.upload.onload?.(new ProgressEvent('load'));
      try {
        const response = await fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body: body as BodyInit,
        });
        if (this.aborted) return;
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.answerHeaders = [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\r\n');
        this.onload?.(new ProgressEvent('load'));
      } catch {
        if (!this.aborted) this.onerror?.(new ProgressEvent('error'));
      }
    })();
  }
}

/** Replaces XMLHttpRequest for this test (setup.ts unstubs globals after each). */
export function installFetchBackedXhr() {
  FetchBackedXhr.sent = [];
  FetchBackedXhr.halfway = null;
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  return FetchBackedXhr;
}
