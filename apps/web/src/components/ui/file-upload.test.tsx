import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './file-upload';
import type { FileUploadProps } from './file-upload';
import { setup } from './test-support';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

function renderUpload(props: Partial<FileUploadProps> = {}) {
  const handlers = { onAdd: vi.fn(), onRemove: vi.fn(), onInvalidType: vi.fn(), onTooLarge: vi.fn() };
  // applyAccept off: a picker set to "All files", or a drop, can hand over any type.
  const view = setup(
    <FileUpload
      id="coi"
      label="Certificate of insurance"
      accepts={['.pdf', '.doc', '.docx']}
      {...handlers}
      {...props}
    />,
    { applyAccept: false },
  );
  return { ...view, ...handlers, input: screen.getByLabelText<HTMLInputElement>('Add File') };
}

describe('FileUpload', () => {
  it('is a real file input behind a visible Add File label, in a group named by the field label', () => {
    const { input } = renderUpload();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf,.doc,.docx');
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByRole('group', { name: 'Certificate of insurance' }).contains(input)).toBe(true);
  });

  it('states the accepted types and the size limit (30MB by default) as its description', () => {
    const { input } = renderUpload();
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description).toContain('Accepted File Types: .pdf, .doc, .docx');
    expect(description).toContain('Maximum File Size: 30MB');
  });

  it('passes accepted files on', async () => {
    const { user, input, onAdd } = renderUpload();
    await user.upload(input, file('POLICY.PDF'));
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'POLICY.PDF' })]);
    expect(screen.queryByText(/The file you are trying to upload/)).toBeNull();
  });

  it('refuses a file of another type with the spec sentence and an event', async () => {
    const { user, input, onAdd, onInvalidType } = renderUpload();
    await user.upload(input, file('photo.exe'));
    const message = 'The file you are trying to upload is not of type: .pdf, .doc, .docx.';
    expect(screen.getByText(message)).toBeTruthy();
    expect(onInvalidType).toHaveBeenCalledWith({
      files: [expect.objectContaining({ name: 'photo.exe' })],
      message,
    });
    expect(onAdd).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file over the limit given in props with the spec sentence and an event', async () => {
    const { user, input, onAdd, onTooLarge } = renderUpload({ maxSize: { type: 'KB', size: 1 } });
    expect(screen.getByText('Maximum File Size: 1KB')).toBeTruthy();
    await user.upload(input, file('policy.pdf', 1001));
    const message = 'The file you are trying to upload exceeds the maximum file size of 1KB.';
    expect(screen.getByText(message)).toBeTruthy();
    expect(onTooLarge).toHaveBeenCalledWith({
      files: [expect.objectContaining({ name: 'policy.pdf' })],
      message,
    });
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('lists uploaded files with their date and a Remove button each', async () => {
    const files = [
      { id: '1', name: 'policy.pdf', uploadDate: '2024-03-27' },
      { id: '2', name: 'renewal.pdf' },
    ];
    const { user, onRemove } = renderUpload({ files });
    const list = screen.getByRole('list', { name: 'Uploaded files' });
    expect(within(list).getByText('Uploaded on Mar 27, 2024')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove renewal.pdf' }));
    expect(onRemove).toHaveBeenCalledWith(files[1], 1);
  });

  it('shows upload progress as a labelled progress bar while uploading', () => {
    renderUpload({ progress: 40 });
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect((bar as HTMLProgressElement).value).toBe(40);
  });

  it('can be reached and opened from the keyboard', async () => {
    const { user, input } = renderUpload();
    await user.tab();
    expect(document.activeElement).toBe(input);
  });
});
