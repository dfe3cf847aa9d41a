import { useId } from 'react';
import type { Product } from '#domain/product';
import type { Role } from '#domain/user';
import editor from '#features/admin/common/editor.module.css';
import { SelectField } from '#features/admin/common/fields.tsx';
import styles from './users.module.css';

/** A role being chosen: an author's courses are kept while another role is tried, and sent only for an author. */
export interface RoleChoice {
  role: Role;
  products: string[];
}

const ROLE_OPTIONS: readonly { value: Role; label: string }[] = [
  { value: 'none', label: 'No role' },
  { value: 'author', label: 'Author of chosen courses' },
  { value: 'admin', label: 'Admin' },
];

/** The role, and for an author the courses she edits. */
export function RoleFields({
  choice,
  products,
  onChange,
  disabled,
}: {
  choice: RoleChoice;
  products: readonly Product[];
  onChange: (choice: RoleChoice) => void;
  disabled: boolean;
}) {
  return (
    <>
      <SelectField
        label="Role"
        value={choice.role}
        options={ROLE_OPTIONS}
        disabled={disabled}
        onChange={(role) => onChange({ ...choice, role })}
      />
      {choice.role === 'author' && (
        <fieldset className={styles.products}>
          <legend>Courses this author edits</legend>
          {products.map((product) => (
            <label key={product._id} className={styles.productOption}>
              <input
                type="checkbox"
                checked={choice.products.includes(product._id)}
                disabled={disabled}
                onChange={(event) =>
                  onChange({
                    ...choice,
                    products: event.target.checked
                      ? [...choice.products, product._id]
                      : choice.products.filter((id) => id !== product._id),
                  })
                }
              />
              <span>{product.title}</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}

/** The acting admin's own password, asked again before a role is given. */
export function OwnPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={editor.field}>
      <label htmlFor={id}>Your password</label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className={editor.hint}>
        Type your own password again to change a role.
      </span>
    </div>
  );
}
