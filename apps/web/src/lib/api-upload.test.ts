import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isApiError } from './api-client';

/** A scripted XMLHttpRequest: records what was sent, reports progress, then answers or fails. */
function scriptedXhr(answer: { status: number; body: string } | 'network-error') {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class ScriptedXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload = { onprogress: null as ((e: ProgressEvent) => void) | null, onload: null as (() => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json; charset=utf-8\r\nx-request-id: r1';
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      queueMicrotask(() => {
        this.upload.onprogress?.(
          new ProgressEvent('progress', { lengthComputable: true, loaded: 1, total: 4 }),
        );
        this.upload.onload?.();
        if (answer === 'network-error') return this.onerror?.();
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
  return sent;
}

const client = () =>
  createApiClient({
    auth: { getAccessToken: () => 'tok-1', getActorId: () => 'actor-1', renew: vi.fn(async () => undefined) },
  });

const form = () => {
  const body = new FormData();
  body.append('file', new File(['hello'], 'resume.txt'));
  return body;
};

describe('uploads with progress (api.post with onUploadProgress)', () => {
  it('sends the session’s headers and the form, reports progress, and reads the answer', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-9; path=/';
    const sent = scriptedXhr({ status: 200, body: '{"data":{"positions":[]}}' });
    const progress: number[] = [];
    const answer = await client().post('/api/resume_parser', form(), {
      onUploadProgress: (percent) => progress.push(percent),
    });
    expect(answer).toEqual({ data: { positions: [] } });
    expect(progress).toEqual([25, 100]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/resume_parser',
      headers: { authorization: 'Bearer tok-1', 'x-actor-id': 'actor-1', 'x-xsrf-token': 'xsrf-9' },
    });
    // The browser sets the multipart boundary itself.
    expect(sent[0]!.headers['content-type']).toBeUndefined();
    expect((sent[0]!.body as FormData).get('file')).toHaveProperty('name', 'resume.txt');
  });

  it('turns an error envelope into an ApiError, and no answer into status 0', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-9; path=/';
    scriptedXhr({
      status: 422,
      body: '{"error":{"code":"resume.parse-error","message":"Unreadable"}}',
    });
    const refused = await client()
      .post('/api/resume_parser', form(), { onUploadProgress: () => undefined })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && [refused.status, refused.code]).toEqual([422, 'resume.parse-error']);

    scriptedXhr('network-error');
    const offline = await client()
      .post('/api/resume_parser', form(), { onUploadProgress: () => undefined })
      .catch((error: unknown) => error);
    expect(isApiError(offline) && offline.status).toBe(0);
  });
});
