import { useQuery } from '@tanstack/react-query';
import { subscriptionSourcesQuery, useUpdateSubscriptions } from '#api/admin-users.ts';
import { SubscriptionsUpdate } from '#domain/admin-users';
import { toggleSubscription } from '#domain/editor-rules';
import { FormFooter } from '#features/admin/common/form-footer.tsx';
import { useSaveForm } from '#features/admin/common/use-save-form.ts';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { SubscriptionSourceList } from './subscription-source-list.tsx';
import type { UserDialogProps } from './user-dialog.ts';
import styles from './users.module.css';

export const UPDATE_FAILED = 'Failed to update subscriptions. Please try again.';

/** Manage: the admin-given subscriptions of one user, as product checkboxes. */
export function SubscriptionsModal({ user, products, onClose, onSaved }: UserDialogProps) {
  const form = useSaveForm({
    initial: { adminSubscriptions: user.adminSubscriptions },
    check: (fields) => SubscriptionsUpdate.safeParse(fields),
    mutation: useUpdateSubscriptions(),
    sent: ({ adminSubscriptions }) => ({ userId: user._id, adminSubscriptions }),
    failure: () => UPDATE_FAILED,
    onSaved,
  });
  const chosen = form.fields.adminSubscriptions;
  const sources = useQuery(subscriptionSourcesQuery(user._id));

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
                    disabled={!id || form.pending}
                    aria-describedby={ofProduct.length ? sourcesId : undefined}
                    onChange={(event) =>
                      form.set({ adminSubscriptions: toggleSubscription(chosen, id, event.target.checked) })
                    }
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
        <FormFooter
          form={form}
          label="Update Subscriptions"
          pendingLabel="Updating..."
          onSave={form.submit}
          onCancel={onClose}
          cancelFirst
        />
      </div>
    </Modal>
  );
}
