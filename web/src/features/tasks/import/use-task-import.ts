// The steps of one import on screen: choose a file, upload (with progress), check, adjust the
// mapping and the unknown clients, commit, then offer the rows not imported.
import type { ImportCommitResult, ImportField, ImportMapping, ImportPreview } from '@practice-desk/contracts';
import { LIMITS, SUCCESS } from '@practice-desk/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { reportSaveFailure } from '../hooks/save-problem';
import { importApi } from './import-api';

export type ImportPhase = 'choose' | 'uploading' | 'checking' | 'preview' | 'committing' | 'done';

export function useTaskImport(onImported: () => void) {
  const [phase, setPhase] = useState<ImportPhase>('choose');
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [createClients, setCreateClients] = useState(true);
  const [result, setResult] = useState<ImportCommitResult | null>(null);

  const mappingOf = (p: ImportPreview): ImportMapping =>
    Object.fromEntries(p.columns.map((c) => [c.header, c.field]));

  const choose = async (file: File | null) => {
    if (!file) return;
    const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    if (!(LIMITS.importExtensions as readonly string[]).includes(extension))
      return toast.error('Choose a .csv, .xlsx or .xls file');
    if (file.size > LIMITS.importMaxBytes) return toast.error('The file is larger than 10 MB');
    setPhase('uploading');
    setProgress(0);
    try {
      const answer = await importApi.preview(file, (sent) => {
        setProgress(Math.round(sent * 100));
        if (sent >= 1) setPhase('checking');
      });
      setPreview(answer);
      setPhase('preview');
    } catch (err) {
      setPhase('choose');
      toast.error(err instanceof Error ? err.message : 'Failed to import tasks');
    }
  };

  const remap = async (header: string, field: ImportField | null) => {
    if (!preview) return;
    setPhase('checking');
    try {
      setPreview(await importApi.remap(preview.token, { ...mappingOf(preview), [header]: field }));
    } catch (err) {
      await reportSaveFailure(err, 'Failed to import tasks');
    } finally {
      setPhase('preview');
    }
  };

  const commit = async () => {
    if (!preview) return;
    setPhase('committing');
    try {
      const done = await importApi.commit(preview.token, mappingOf(preview), createClients);
      setResult(done);
      setPhase('done');
      toast.success(SUCCESS.imported(done.created, 'tasks'));
      onImported();
    } catch (err) {
      setPhase('preview');
      await reportSaveFailure(err, 'Failed to import tasks');
    }
  };

  const reset = () => {
    setPhase('choose');
    setPreview(null);
    setResult(null);
    setProgress(0);
    setCreateClients(true);
  };

  return { phase, progress, preview, createClients, setCreateClients, result, choose, remap, commit, reset };
}
