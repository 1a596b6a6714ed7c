import { TRACKED_CARRIERS } from '@bazaar/contracts/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';

const CARRIERS: Record<string, string> = {
  fedex: 'FedEx',
  ups: 'UPS',
  usps: 'USPS',
  dhl: 'DHL',
  canadaPost: 'Canada Post',
};

/** Ships what is left of the order, with the carrier and tracking number the owner gives. */
export function ShipDialog({
  disabled,
  onShip,
}: {
  disabled: boolean;
  onShip(tracking: { shippingProvider: string; trackingNumber: string }): void;
}) {
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState<string>('ups');
  const [number, setNumber] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onShip({ shippingProvider: carrier, trackingNumber: number.trim() });
    setNumber('');
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button" disabled={disabled}>
          Ship
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>Ship the order</Dialog.Title>
          <Dialog.Description>
            Everything not shipped yet goes in this shipment. The buyer is mailed its tracking.
          </Dialog.Description>
          <form className="dialog-form" onSubmit={submit}>
            <label>
              Carrier
              <select value={carrier} onChange={(change) => setCarrier(change.currentTarget.value)}>
                {TRACKED_CARRIERS.map((code) => (
                  <option key={code} value={code}>
                    {CARRIERS[code]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Tracking number
              <input
                required
                maxLength={100}
                value={number}
                onChange={(change) => setNumber(change.currentTarget.value)}
              />
            </label>
            <div className="dialog-actions">
              <Dialog.Close asChild>
                <button type="button" className="button quiet">
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className="button">
                Ship
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
