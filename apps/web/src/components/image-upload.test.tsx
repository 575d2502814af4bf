import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { allCalls, CONTRACT, errorBody, fakeRoutes, ok, refuse } from '../test/fake-api';
import { CUSTOMER } from '../test/session';
import { AppToaster } from './app-toaster';
import { ImageUpload, ImageUploadList } from './image-upload';

/** What POST /api/file/upload answers, checked by the contract (the scripted XHR bypasses MSW). */
const uploaded = (url: string, message = '') =>
  CONTRACT['POST /api/file/upload'].parse(ok({ url, srcset: [] }, message));

/**
 * happy-dom's XMLHttpRequest sends no upload progress events: the progress tests drive a
 * scripted one, the way a browser reports the bytes leaving.
 */
class ScriptedXhr {
  static all: ScriptedXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    ScriptedXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const png = (name = 'sac.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Single({ onChange }: { onChange?: (url: string) => void }) {
  const [url, setUrl] = useState('');
  return (
    <>
      <ImageUpload
        label="Image de la catégorie"
        value={url}
        onChange={(u) => {
          setUrl(u);
          onChange?.(u);
        }}
      />
      <AppToaster />
    </>
  );
}

const pick = (file: File, label = 'Image de la catégorie') =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

afterEach(() => {
  vi.unstubAllGlobals();
  ScriptedXhr.all = [];
});

describe('ImageUpload', () => {
  it('refuses a file that is not JPG, PNG or WEBP, and one over 5 MB, before any upload', async () => {
    fakeRoutes({ 'POST /api/file/upload': uploaded('/x.webp') }, {});
    render(<Single />);
    pick(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    // The toast and the line beside the picker (the toast once its library has loaded).
    await waitFor(() =>
      expect(screen.getAllByText('Veuillez sélectionner un fichier image valide')).toHaveLength(2),
    );

    pick(png('grand.png', 5 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(screen.getAllByText('La taille du fichier ne doit pas dépasser 5MB')).toHaveLength(2),
    );
    // Dropped files follow the same rule.
    fireEvent.drop(screen.getByLabelText('Image de la catégorie').closest('label')!, {
      dataTransfer: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByRole('alert');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // A file of exactly 5 MB is allowed through to the server.
    pick(png('juste.png', 5 * 1024 * 1024));
    await screen.findByText('Image téléchargée avec succès');
    expect(allCalls().map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/file/upload']);
  });

  it('shows the picture at once and the progress while it uploads, with the bearer token', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    window.localStorage.setItem('accesstoken', 'access-1');
    const changed = vi.fn();
    render(<Single onChange={changed} />);
    pick(png());

    const xhr = ScriptedXhr.all[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/file\/upload$/);
    expect(xhr.headers.authorization).toBe('Bearer access-1');
    expect((xhr.body?.get('image') as File).name).toBe('sac.png');
    const preview = document.querySelector('img');
    expect(preview?.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByLabelText('Image de la catégorie')).toHaveProperty('disabled', true);

    xhr.progress(40, 100);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    screen.getByText('40 %');

    xhr.respond(200, uploaded('/uploads/catalogue/abc-640.webp', 'Image téléchargée avec succès'));
    await screen.findByText('Image téléchargée avec succès');
    expect(changed).toHaveBeenCalledWith('/uploads/catalogue/abc-640.webp');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/catalogue/abc-640.webp',
    );
  });

  it('says the upload failed, with the server reason beside the picker', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    render(<Single />);
    pick(png());
    ScriptedXhr.all[0]!.respond(400, errorBody(400, 'Ce fichier n’est pas une image lisible'));
    await screen.findByText("Erreur lors du téléchargement de l'image");
    expect(screen.getByRole('alert').textContent).toBe('Ce fichier n’est pas une image lisible');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('renews an expired session once and sends the file again with the new token', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    fakeRoutes(
      {
        'POST /api/user/refresh-token': ok({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
        'GET /api/user/user-details': ({ auth }) =>
          auth === 'Bearer access-2' ? ok(CUSTOMER) : refuse(401, 'Session expirée'),
      },
      {},
    );
    const seen = () => allCalls().map((c) => `${c.method} ${c.path} ${c.auth}`);
    window.localStorage.setItem('accesstoken', 'access-1');
    window.localStorage.setItem('refreshToken', 'refresh-1');
    render(<Single />);
    pick(png());
    ScriptedXhr.all[0]!.respond(401, errorBody(401, 'Session expirée'));
    await waitFor(() => expect(ScriptedXhr.all).toHaveLength(2));
    expect(seen()).toEqual([
      'GET /api/user/user-details Bearer access-1',
      'POST /api/user/refresh-token Bearer refresh-1',
      'GET /api/user/user-details Bearer access-2',
    ]);
    const retry = ScriptedXhr.all[1]!;
    expect(retry.headers.authorization).toBe('Bearer access-2');
    retry.respond(200, uploaded('/u/1.webp'));
    await screen.findByText('Image téléchargée avec succès');
  });
});

describe('ImageUploadList', () => {
  it('gives each upload its own spinner, then a removable thumbnail', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    function Several() {
      const [urls, setUrls] = useState<string[]>([]);
      return (
        <ImageUploadList
          label="Images du produit"
          value={urls}
          onAdd={(u) => setUrls((list) => [...list, u])}
          onRemove={(i) => setUrls((list) => list.filter((_, j) => j !== i))}
        />
      );
    }
    render(<Several />);
    pick(png('un.png'), 'Images du produit');
    pick(png('deux.png'), 'Images du produit');
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);

    ScriptedXhr.all[1]!.progress(3, 4);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['0', '75']);

    ScriptedXhr.all[1]!.respond(200, uploaded('/u/deux.webp'));
    ScriptedXhr.all[0]!.respond(200, uploaded('/u/un.webp'));
    const list = screen.getByRole('list', { name: 'Images du produit : aperçu' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(
      within(list)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/u/deux.webp', '/u/un.webp']);
    fireEvent.click(screen.getByRole('button', { name: "Retirer l'image 1" }));
    expect(
      within(list)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/u/un.webp']);
  });
});
