import type { InputHTMLAttributes } from 'react';
import styles from './auth-screen.module.css';

export function TextField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.field}>
      {label}
      <input {...input} />
    </label>
  );
}
