import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { subscriptionSourcesQuery, useUpdateSubscriptions } from '#api/admin-users.ts';
import { SubscriptionsUpdate } from '#domain/admin-users';
import { toggleSubscription } from '#domain/editor-rules';
import { AlertBanner } from '#features/admin/common/alert-banner.tsx';
import editor from '#features/admin/common/editor.module.css';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { SubscriptionSourceList } from './subscription-source-list.tsx';
import type { UserDialogProps } from './user-dialog.ts';
import styles from './users.module.css';

export const UPDATE_FAILED = 'Failed to update subscriptions. Please try again.';

/** Manage: the admin-given subscriptions of one user, as product checkboxes. */
export function SubscriptionsModal({ user, products, onClose, onSaved }: UserDialogProps) {
  const [chosen, setChosen] = useState<string[]>(user.adminSubscriptions);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sources = useQuery(subscriptionSourcesQuery(user._id));
  const update = useUpdateSubscriptions();

  const save = async () => {
    const body = SubscriptionsUpdate.safeParse({ adminSubscriptions: chosen });
    if (!body.success) return;
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await update(user._id, body.data.adminSubscriptions));
    } catch (error) {
      console.error('Error updating subscriptions', error);
      setFailure(UPDATE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title="Manage User Subscriptions" onClose={onClose} closeLabel="Close">
      <div className={styles.modal}>
        <p className={styles.modalUser}>{user.displayName || user.name || user.email}</p>
        <p>
          Select the subscriptions you want to assign to this user. These will be added to any existing Shopify
          subscriptions.
        </p>
        {sources.isPending && <p className={styles.note}>Loading where these subscriptions come from...</p>}
        {sources.isError && (
          <p className={styles.note} role="status">
            Could not load where these subscriptions come from.{' '}
            <Button variant="secondary" size="small" onClick={() => void sources.refetch()}>
              Retry
            </Button>
          </p>
        )}
        <fieldset className={styles.products}>
          <legend className="visually-hidden">Products</legend>
          {products.map((product) => {
            const id = product.shopifyProductId;
            const fromShop = Boolean(id) && user.customerSubscriptions.includes(id) && !sources.data;
            const ofProduct = id
              ? (sources.data?.sources ?? []).filter((source) => source.shopifyProductId === id)
              : [];
            const sourcesId = `sources-${product._id}`;
            return (
              <div key={product._id}>
                <label className={styles.productOption}>
                  <input
                    type="checkbox"
                    checked={Boolean(id) && chosen.includes(id)}
                    disabled={!id || busy}
                    aria-describedby={ofProduct.length ? sourcesId : undefined}
                    onChange={(event) => setChosen(toggleSubscription(chosen, id, event.target.checked))}
                  />
                  <span>
                    {product.title}
                    {!id && <span className={styles.note}> (no Shopify product id: a draft)</span>}
                    {fromShop && <span className={styles.note}> (already from the shop)</span>}
                  </span>
                </label>
                <SubscriptionSourceList id={sourcesId} sources={ofProduct} />
              </div>
            );
          })}
        </fieldset>
        <AlertBanner message={failure} onDismiss={() => setFailure(null)} />
        <div className={editor.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={save} disabled={busy}>
            {busy ? 'Updating...' : 'Update Subscriptions'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
