import styles from './offline-course.module.css';
import { onlineOnlyText } from './unsaved-files.ts';

/** Files by their address, one a line: the teacher (or whoever helps her) can see which they are. */
function FileList({ summary, urls }: { summary: string; urls: readonly string[] }) {
  return (
    <details className={styles.files}>
      <summary>{summary}</summary>
      <ul>
        {urls.map((url) => (
          <li key={url}>{url}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * What an offline copy lacks, each under a disclosure that lists the files: those of this site that
 * could not be saved, and, not as a failure, those on other sites that show only with the internet.
 */
export function UnsavedFilesList({ failed, onlineOnly }: { failed: readonly string[]; onlineOnly: readonly string[] }) {
  return (
    <>
      {failed.length > 0 && <FileList summary={`${failed.length} file(s) could not be saved`} urls={failed} />}
      {onlineOnly.length > 0 && <FileList summary={onlineOnlyText(onlineOnly)} urls={onlineOnly} />}
    </>
  );
}
