import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorText, REQUEST_ABORTED } from '#api/http.ts';
import { downloadPack, type PackConflict, packConflictOf, type TransferOptions, uploadPack } from '#api/packs.ts';
import { formatBytes } from '#domain/bytes';
import { PACK_MESSAGES } from '#domain/course-pack';
import type { Product } from '#domain/product';
import { saveFile } from '#ui/save-file.ts';

export type PackJobKind = 'export' | 'import';

/** The one pack transfer the admin page shows: under way (bytes moved of all), or how it ended. */
export type PackJob =
  | { kind: PackJobKind; status: 'running'; name: string; done: number; total: number }
  | { kind: PackJobKind; status: 'done' | 'failed'; message: string };

/** An import the server refused with 409: the file, to send again if the author chooses to replace. */
export interface PendingConflict {
  file: File;
  conflict: PackConflict;
}

/** Every ZIP file, and so every course pack, begins with these bytes ("PK\3\4"). */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

async function looksLikeZip(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  return ZIP_SIGNATURE.every((byte, index) => head[index] === byte);
}

/** What a failed transfer tells the author: the server's own sentence, or what kept the server from answering. */
function failureText(kind: PackJobKind, error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return errorText(error);
  const what = kind === 'export' ? 'The course pack could not be downloaded' : 'The course pack could not be imported';
  return `${what}: ${errorText(error)}. Please try again.`;
}

/**
 * Course packs on the admin page: exports a course to a file and imports a pack file, one transfer
 * at a time with its progress; an import the server refuses with 409 waits for the author's choice
 * (replace this server's version, or keep it). `onImported` gets the course an import created or updated.
 */
export function useCoursePacks(onImported: (product: Product) => void) {
  const queryClient = useQueryClient();
  const [job, setJob] = useState<PackJob | null>(null);
  const [pending, setPending] = useState<PendingConflict | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  /** Runs one transfer with its progress; answers what `work` answers, or undefined when it failed. */
  async function transfer<T>(
    kind: PackJobKind,
    name: string,
    work: (options: TransferOptions) => Promise<T>,
    onFailed: (error: unknown) => void = (error) =>
      setJob({ kind, status: 'failed', message: failureText(kind, error) }),
  ): Promise<T | undefined> {
    if (running.current) return undefined;
    const controller = new AbortController();
    running.current = controller;
    setJob({ kind, status: 'running', name, done: 0, total: 0 });
    try {
      return await work({
        signal: controller.signal,
        onProgress: (done, total) => setJob({ kind, status: 'running', name, done, total }),
      });
    } catch (error) {
      if (errorText(error) === REQUEST_ABORTED) setJob(null);
      else onFailed(error);
      return undefined;
    } finally {
      running.current = null;
    }
  }

  async function exportCourse(product: Product) {
    const pack = await transfer('export', product.title, (options) => downloadPack(product, options));
    if (!pack) return;
    saveFile(pack.file, pack.fileName);
    setJob({
      kind: 'export',
      status: 'done',
      message: `“${product.title}” was saved as ${pack.fileName} (${formatBytes(pack.file.size)}).`,
    });
  }

  async function importFile(file: File, replace?: number) {
    if (running.current) return;
    setPending(null);
    if (!(await looksLikeZip(file))) {
      setJob({ kind: 'import', status: 'failed', message: PACK_MESSAGES.notAPack });
      return;
    }
    const answer = await transfer(
      'import',
      file.name,
      (options) => uploadPack(file, replace, options),
      (error) => {
        const conflict = packConflictOf(error);
        if (!conflict) setJob({ kind: 'import', status: 'failed', message: failureText('import', error) });
        else {
          setJob(null);
          setPending({ file, conflict });
        }
      },
    );
    if (!answer) return;
    // A pack brings a course's product, lessons, cards and library at once: everything is read again.
    await queryClient.invalidateQueries();
    setJob({ kind: 'import', status: 'done', message: answer.message });
    onImported(answer.product);
  }

  return {
    job,
    busy: job?.status === 'running',
    conflict: pending,
    exportCourse,
    importFile: (file: File) => importFile(file),
    /** The author's answer to a 409: the pack replaces the version of this server's course she was shown. */
    replace: () => pending && importFile(pending.file, pending.conflict.version),
    keep: () => {
      if (!pending) return;
      setPending(null);
      setJob({
        kind: 'import',
        status: 'done',
        message: `Nothing was imported: “${pending.conflict.current.title}” stays as it is on this server.`,
      });
    },
    cancel: () => running.current?.abort(),
    dismiss: () => setJob(null),
  };
}
